import { useState } from 'react';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useJob } from '@/lib/sync/read';
import { useT } from '@/lib/i18n/use-t';
import { checkout as k } from '@/features/orders/checkout/checkout.messages';

/**
 * An order waiting on this phone (sent now, before a reload, or from another tab): what it is, and
 * a way to take it back while no try of it is under way. Never a second Place order.
 */
export function CheckoutWaiting({ jobId, reason }: { jobId: string; reason?: string }) {
  const t = useT();
  const job = useJob(jobId);
  const [note, setNote] = useState(false);
  const sending = job?.state === 'running';
  async function cancel() {
    const { cancelUnsentJob } = await import('@/lib/sync/outbox');
    if (!(await cancelUnsentJob(jobId))) setNote(true);
  }
  return (
    <Paper withBorder radius="lg" p="xl" role="status" data-testid="order-queued">
      <Title order={2} fz="xl" mb="xs">
        {t(k.savedTitle)}
      </Title>
      {job?.label && (
        <Text fw={600} mb="xs" translate="no">
          {job.label.replace(/^Place order: /, '')}
        </Text>
      )}
      <Text mb="sm">
        {t(sending ? k.sending : k.waiting)}
      </Text>
      {(job?.lastError ?? reason) && !sending && (
        <Text fz="sm" c="dimmed" mb="sm">
          {t(k.lastTry, { reason: job?.lastError ?? reason })}
        </Text>
      )}
      {note && (
        <Text fz="sm" c="red.9" role="alert" mb="sm">
          {t(k.tooLate)}
        </Text>
      )}
      <Group gap="sm">
        <Button component={Link} to="/pending" variant="default">
          {t(k.seeWaiting)}
        </Button>
        {job && !sending && (
          <Button variant="outline" color="red.9" onClick={() => void cancel()}>
            {t(k.cancelOrder)}
          </Button>
        )}
      </Group>
      {job && job.attempts > 0 && !sending && (
        <Text fz="xs" c="dimmed" mt="sm">
          {t(k.earlierTry)}
        </Text>
      )}
    </Paper>
  );
}
