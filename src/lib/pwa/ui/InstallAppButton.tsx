import { useSyncExternalStore } from 'react';
import { promptInstall, useCanInstall } from '@/lib/pwa/install';
import { getOutboxSummary, subscribeOutboxSummary } from '@/lib/sync/hint';
import { IconDownload } from '@tabler/icons-react';
import classes from '@/lib/pwa/ui/InstallAppButton.module.css';
import iconButton from '@/lib/ui/icon-button.module.css';
import { shell } from '@/components/app-shell/shell.messages';
import { useT } from '@/lib/i18n/use-t';

const nothingQueued = () => 0;

/** Shown only where the browser has offered installation (beforeinstallprompt). */
export function InstallAppButton() {
  const canInstall = useCanInstall();
  const t = useT();
  const queued = useSyncExternalStore(
    subscribeOutboxSummary,
    () => getOutboxSummary().sending + getOutboxSummary().attention,
    nothingQueued,
  );
  if (!canInstall) return null;
  return (
    <button
      type="button"
      aria-label={t(shell.installApp)}
      title={t(shell.installApp)}
      className={`${iconButton.button} ${classes.install}`}
      data-crowded={queued > 0 || undefined}
      onClick={() => void promptInstall()}
    >
      <IconDownload size={20} aria-hidden />
    </button>
  );
}
