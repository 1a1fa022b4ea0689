import { Text } from '@mantine/core';

import { formatDayTime, formatTime, lagosDay } from '@/lib/format';

// Today's prices show the time only ("14:05"); older ones their day too ("5 Mar, 14:05").
const time = (at: number) => (lagosDay(at) === lagosDay(Date.now()) ? formatTime(at) : formatDayTime(at));

type Props = { syncedAt: number; refreshing: boolean; refreshFailed: boolean };

/** How old the prices on screen are, and whether newer ones are on their way. */
export function PricesAsOf({ syncedAt, refreshing, refreshFailed }: Props) {
  return (
    <Text fz="xs" c="dimmed" mb="xs" data-testid="prices-as-of">
      Prices as of {time(syncedAt)}
      {refreshing ? ' · checking for changes…' : refreshFailed ? ' · offline, showing saved prices' : ''}
    </Text>
  );
}
