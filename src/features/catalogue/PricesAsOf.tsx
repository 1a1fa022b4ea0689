import { Text } from '@mantine/core';

import { formatDayTime, formatTime, lagosDay } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { search as m } from '@/features/catalogue/search.messages';

// Today's prices show the time only ("14:05"); older ones their day too ("5 Mar, 14:05").
const time = (at: number) => (lagosDay(at) === lagosDay(Date.now()) ? formatTime(at) : formatDayTime(at));

type Props = { syncedAt: number; refreshing: boolean; refreshFailed: boolean };

/** How old the prices on screen are, and whether newer ones are on their way. */
export function PricesAsOf({ syncedAt, refreshing, refreshFailed }: Props) {
  const t = useT();
  return (
    <Text fz="xs" c="dimmed" mb="xs" data-testid="prices-as-of">
      {t(refreshing ? m.asOfChecking : refreshFailed ? m.asOfOffline : m.asOf, { time: time(syncedAt) })}
    </Text>
  );
}
