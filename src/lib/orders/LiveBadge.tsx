import { Text } from '@mantine/core';
import type { LiveStatus } from '@/lib/orders/poll';

const words: Record<LiveStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live: updates by themselves',
  reconnecting: 'Connection lost: trying again…',
  paused: 'Paused while the page is hidden',
};

/** Says whether the page is keeping itself up to date. */
export function LiveBadge({ status }: { status: LiveStatus }) {
  return (
    <Text fz="xs" c={status === 'reconnecting' ? 'red.9' : 'dimmed'} role="status" data-live={status}>
      {words[status]}
    </Text>
  );
}
