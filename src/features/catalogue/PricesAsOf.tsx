import '@mantine/core/styles/Text.css';
import { Text } from '@mantine/core';

const time = (at: number) => {
  const d = new Date(at);
  const hm = d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return d.toDateString() === new Date().toDateString()
    ? hm
    : `${d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })}, ${hm}`;
};

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
