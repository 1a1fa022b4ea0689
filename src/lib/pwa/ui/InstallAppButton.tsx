import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon } from '@mantine/core';
import { promptInstall, useCanInstall } from '@/lib/pwa/install';
import { IconInstall } from '@/lib/pwa/ui/icons';

/** Shown only where the browser has offered installation (beforeinstallprompt). */
export function InstallAppButton() {
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label="Install app" title="Install app" onClick={() => void promptInstall()}>
      <IconInstall />
    </ActionIcon>
  );
}
