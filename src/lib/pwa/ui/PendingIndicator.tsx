import { useSyncExternalStore } from 'react';
import { Link } from '@tanstack/react-router';
import { getOutboxSummary, subscribeOutboxSummary, type OutboxSummary } from '@/lib/sync/hint';
import { IconCloudUpload } from '@tabler/icons-react';
import iconButton from '@/lib/ui/icon-button.module.css';
import { notices } from '@/lib/pwa/ui/notices.messages';
import { usePlurals, useT } from '@/lib/i18n/use-t';

const nothing: OutboxSummary = { sending: 0, attention: 0 };

/** Header link to the Pending view, with a count, shown while anything is queued or failed. */
export function PendingIndicator() {
  const summary = useSyncExternalStore(subscribeOutboxSummary, getOutboxSummary, () => nothing);
  const t = useT();
  const count = summary.sending + summary.attention;
  const plurals = usePlurals(count > 0);
  if (!count || !plurals) return null;
  const label = t(summary.attention ? notices.pendingAttention : notices.pending, { count });
  return (
    <Link to="/pending" className={iconButton.button} aria-label={label}>
      <IconCloudUpload size={20} aria-hidden />
      <span className={iconButton.badge} data-tone={summary.attention ? undefined : 'calm'} aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
