import { Text } from '@mantine/core';
import type { LiveStatus } from '@/lib/orders/poll';
import { shared } from '@/components/shared.messages';
import { useT } from '@/lib/i18n/use-t';

const words = {
  connecting: shared.liveConnecting,
  live: shared.liveLive,
  reconnecting: shared.liveReconnecting,
  paused: shared.livePaused,
} satisfies Record<LiveStatus, unknown>;

/** Says whether the page is keeping itself up to date. */
export function LiveBadge({ status }: { status: LiveStatus }) {
  const t = useT();
  return (
    <Text fz="xs" c={status === 'reconnecting' ? 'red.9' : 'dimmed'} role="status" data-live={status}>
      {t(words[status])}
    </Text>
  );
}
