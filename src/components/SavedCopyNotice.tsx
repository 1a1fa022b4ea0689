import { Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { common } from '@/components/common.messages';
import { useT } from '@/lib/i18n/use-t';

/** Says that a list is the copy saved on this device, and from when (shown while offline). */
export function SavedCopyNotice({ savedAt }: { savedAt: number | undefined }) {
  const t = useT();
  if (!savedAt) return null;
  return (
    <Text fz="sm" c="dimmed" role="note" mb="sm">
      {t(common.savedCopy, { when: formatDateTime(savedAt) })}
    </Text>
  );
}
