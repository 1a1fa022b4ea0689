import '@mantine/core/styles/ActionIcon.css';
import { useSyncExternalStore } from 'react';
import { ActionIcon } from '@mantine/core';
import { promptInstall, useCanInstall } from '@/lib/pwa/install';
import { getOutboxSummary, subscribeOutboxSummary } from '@/lib/sync/hint';
import { IconInstall } from '@/lib/pwa/ui/icons';
import classes from '@/lib/pwa/ui/InstallAppButton.module.css';

const nothingQueued = () => 0;

/** Shown only where the browser has offered installation (beforeinstallprompt). */
export function InstallAppButton() {
  const canInstall = useCanInstall();
  const queued = useSyncExternalStore(
    subscribeOutboxSummary,
    () => getOutboxSummary().sending + getOutboxSummary().attention,
    nothingQueued,
  );
  if (!canInstall) return null;
  return (
    <ActionIcon
      variant="subtle"
      color="gray.8"
      size="lg"
      aria-label="Install app"
      title="Install app"
      className={classes.install}
      data-crowded={queued > 0 || undefined}
      onClick={() => void promptInstall()}
    >
      <IconInstall />
    </ActionIcon>
  );
}
