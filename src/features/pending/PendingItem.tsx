import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { OutboxJob } from '@/lib/db';
import { formatDateTime } from '@/lib/format';
import { kindNotes, statusOf } from '@/features/pending/job-status';

type Props = {
  job: OutboxJob;
  online: boolean;
  onRetry: (id: string) => Promise<void>;
  onCancel: (id: string) => Promise<void>;
};

export function PendingItem({ job, online, onRetry, onCancel }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const status = statusOf(job, online);
  const note = job.state === 'blocked' ? undefined : kindNotes[job.kind];
  const titleId = `pending-${job.id}`;
  const canRetry = job.state === 'failed' || job.state === 'waiting-retry' || job.state === 'blocked';
  const canCancel = job.state !== 'done';

  const act = (fn: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await fn();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text id={titleId} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {job.label}
          </Text>
          <Badge variant="light" color={status.color} c={status.text} style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Added {formatDateTime(job.createdAt)}
          {job.attempts > 0 && ` · ${job.attempts} ${job.attempts === 1 ? 'try' : 'tries'} so far`}
          {status.detail && ` · ${status.detail}`}
        </Text>
        {note && <Text size="sm">{note}</Text>}
        {job.state === 'blocked' && (
          <Text size="sm">
            {job.lastError ?? 'Waiting for you to sign in.'}{' '}
            <Anchor fw={600} renderRoot={(props) => <Link {...props} to="/auth/login" search={{ redirect: '/pending' }} />}>
              Sign in to send it
            </Anchor>
          </Text>
        )}
        {job.lastError && job.state !== 'blocked' && (
          <Text size="sm" c={job.state === 'failed' ? 'red.9' : undefined}>
            {job.state === 'failed' ? 'Not sent: ' : 'Last error: '}
            {job.lastError}
          </Text>
        )}
        {(canRetry || canCancel) && (
          <Group gap="xs" mt={4}>
            {confirming ? (
              <>
                <Text size="sm" fw={600}>
                  Cancel this item? It will not be sent.
                </Text>
                <Button size="xs" color="red.9" loading={busy} onClick={act(() => onCancel(job.id))}>
                  Yes, cancel it
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                  Keep it
                </Button>
              </>
            ) : (
              <>
                {canRetry && (
                  <Button size="xs" loading={busy} onClick={act(() => onRetry(job.id))} aria-describedby={titleId}>
                    Retry
                  </Button>
                )}
                {canCancel && (
                  <Button size="xs" variant="default" onClick={() => setConfirming(true)} aria-describedby={titleId}>
                    Cancel
                  </Button>
                )}
              </>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
