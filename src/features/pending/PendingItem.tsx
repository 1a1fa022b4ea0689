import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { OutboxJob } from '@/lib/db';
import { formatDateTime } from '@/lib/format';
import { kindNotes, statusOf } from '@/features/pending/job-status';
import { usePlurals, useT } from '@/lib/i18n/use-t';
import { pendingMessages as m } from '@/features/pending/pending.messages';

type Props = {
  job: OutboxJob;
  online: boolean;
  onRetry: (id: string) => Promise<void>;
  onCancel: (id: string) => Promise<void>;
};

export function PendingItem({ job, online, onRetry, onCancel }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const plurals = usePlurals(job.attempts > 0);
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
          {/* Written in the language of the moment the request was made, and kept as it was. */}
          <Text id={titleId} fw={600} style={{ overflowWrap: 'anywhere' }} translate="no">
            {job.label}
          </Text>
          <Badge variant="light" color={status.color} c={status.text} style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(m.added, { when: formatDateTime(job.createdAt) })}
          {job.attempts > 0 && plurals && ` · ${t(m.tries, { count: job.attempts })}`}
          {status.detail && ` · ${status.detail}`}
        </Text>
        {note && <Text size="sm">{t(note)}</Text>}
        {job.state === 'blocked' && (
          <Text size="sm">
            {job.lastError ?? t(m.waitingSignIn)}{' '}
            <Anchor fw={600} renderRoot={(props) => <Link {...props} to="/auth/login" search={{ redirect: '/pending' }} />}>
              {t(m.signInToSend)}
            </Anchor>
          </Text>
        )}
        {job.lastError && job.state !== 'blocked' && (
          <Text size="sm" c={job.state === 'failed' ? 'red.9' : undefined}>
            {t(job.state === 'failed' ? m.notSent : m.lastError, { error: job.lastError })}
          </Text>
        )}
        {(canRetry || canCancel) && (
          <Group gap="xs" mt={4}>
            {confirming ? (
              <>
                <Text size="sm" fw={600}>
                  {t(m.confirmCancel)}
                </Text>
                <Button size="xs" color="red.9" loading={busy} onClick={act(() => onCancel(job.id))}>
                  {t(m.yesCancel)}
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                  {t(m.keep)}
                </Button>
              </>
            ) : (
              <>
                {canRetry && (
                  <Button size="xs" loading={busy} onClick={act(() => onRetry(job.id))} aria-describedby={titleId}>
                    {t(m.retry)}
                  </Button>
                )}
                {canCancel && (
                  <Button size="xs" variant="default" onClick={() => setConfirming(true)} aria-describedby={titleId}>
                    {t(m.cancel)}
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
