import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { useState } from 'react';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useJob } from '@/lib/sync/read';

/**
 * An order waiting on this phone (sent now, before a reload, or from another tab): what it is, and
 * a way to take it back while no try of it is under way. Never a second Place order.
 */
export function CheckoutWaiting({ jobId, reason }: { jobId: string; reason?: string }) {
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
        Your order is saved on this phone, not placed yet
      </Title>
      {job?.label && (
        <Text fw={600} mb="xs">
          {job.label.replace(/^Place order: /, '')}
        </Text>
      )}
      <Text mb="sm">
        {sending ? 'Sending it now.' : 'Saved on this phone, sent when you are back online, once only.'} This page shows the order once the
        pharmacy has it.
      </Text>
      {(job?.lastError ?? reason) && !sending && (
        <Text fz="sm" c="dimmed" mb="sm">
          Last try: {job?.lastError ?? reason}
        </Text>
      )}
      {note && (
        <Text fz="sm" c="red.9" role="alert" mb="sm">
          It is being sent right now: too late to take it back here.
        </Text>
      )}
      <Group gap="sm">
        <Button component={Link} to="/pending" variant="default">
          See what is waiting
        </Button>
        {job && !sending && (
          <Button variant="outline" color="red.9" onClick={() => void cancel()}>
            Cancel this order
          </Button>
        )}
      </Group>
      {job && job.attempts > 0 && !sending && (
        <Text fz="xs" c="dimmed" mt="sm">
          An earlier try may have reached the pharmacy unanswered: if so, it is under Orders.
        </Text>
      )}
    </Paper>
  );
}
