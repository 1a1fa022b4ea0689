import { Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';

/** Says that a list is the copy saved on this device, and from when (shown while offline). */
export function SavedCopyNotice({ savedAt }: { savedAt: number | undefined }) {
  if (!savedAt) return null;
  return (
    <Text fz="sm" c="dimmed" role="note" mb="sm">
      Offline: showing the state saved {formatDateTime(savedAt)}.
    </Text>
  );
}
