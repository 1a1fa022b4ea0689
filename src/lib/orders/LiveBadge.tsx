import { Text } from '@mantine/core';
import type { LiveStatus } from '@/lib/orders/poll';
import type { Message } from '@/lib/i18n/i18n';
import { common } from '@/components/common.messages';
import { useT } from '@/lib/i18n/use-t';

const words: Record<LiveStatus, Message> = {
  connecting: common.connecting,
  live: common.live,
  reconnecting: common.reconnecting,
  paused: common.paused,
};

/** Says whether the page is keeping itself up to date. */
export function LiveBadge({ status }: { status: LiveStatus }) {
  const t = useT();
  return (
    <Text fz="xs" c={status === 'reconnecting' ? 'red.9' : 'dimmed'} role="status" data-live={status}>
      {t(words[status])}
    </Text>
  );
}
