import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Indicator.css';
import { useSyncExternalStore } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { getOutboxSummary, subscribeOutboxSummary, type OutboxSummary } from '@/lib/sync/hint';
import { IconCloudUpload } from '@/lib/pwa/ui/icons';

const nothing: OutboxSummary = { sending: 0, attention: 0 };

/** Header link to the Pending view, with a count, shown while anything is queued or failed. */
export function PendingIndicator() {
  const summary = useSyncExternalStore(subscribeOutboxSummary, getOutboxSummary, () => nothing);
  const count = summary.sending + summary.attention;
  if (!count) return null;
  const label = `Pending: ${count} item${count === 1 ? '' : 's'} waiting to be sent${summary.attention ? ', some need you' : ''}`;
  return (
    <Indicator label={String(count)} size={18} color={summary.attention ? 'red.9' : 'magani.9'} offset={4}>
      <ActionIcon component={Link} to="/pending" variant="subtle" color="gray.8" size="lg" aria-label={label}>
        <IconCloudUpload />
      </ActionIcon>
    </Indicator>
  );
}
