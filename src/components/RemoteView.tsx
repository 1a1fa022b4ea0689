import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { Remote } from '@/lib/use-remote';
import { LoadFailed } from '@/components/LoadFailed';
import { SavedCopyNotice } from '@/components/SavedCopyNotice';
import { common } from '@/components/common.messages';
import { useT } from '@/lib/i18n/use-t';

/**
 * A read's three states: loading, failed (with a retry), or its figures, with the time of the copy
 * saved on this device when the server could not be reached.
 */
export function RemoteView<T>({ remote, what, children }: { remote: Remote<T> & { reload: () => void }; what: string; children: (data: T) => ReactNode }) {
  const t = useT();
  if (remote.data === undefined || remote.data === null && remote.state !== 'ready') {
    if (remote.state === 'failed') return <LoadFailed what={what} onRetry={remote.reload} />;
    return (
      <Text role="status" c="dimmed">
        {t(common.loading, { what })}
      </Text>
    );
  }
  return (
    <>
      {remote.state === 'ready' && <SavedCopyNotice savedAt={remote.savedAt} />}
      {remote.state === 'failed' && (
        <Text fz="sm" c="red.8" role="alert" mb="sm">
          {t(common.refreshFailed, { what })}
        </Text>
      )}
      {children(remote.data as T)}
    </>
  );
}
