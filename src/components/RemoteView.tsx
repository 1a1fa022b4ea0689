import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { Remote } from '@/lib/use-remote';
import { LoadFailed } from '@/components/LoadFailed';
import { SavedCopyNotice } from '@/components/SavedCopyNotice';

/** The three sentences about a read, each whole and from the screen's catalogue. */
export type RemoteTexts = { loading: string; failed: string; stale: string };

/**
 * A read's three states: loading, failed (with a retry), or its figures, with the time of the copy
 * saved on this device when the server could not be reached. `texts` are the sentences in the
 * reader's language; without them, English is made from `what`.
 */
export function RemoteView<T>({
  remote,
  what,
  texts,
  children,
}: {
  remote: Remote<T> & { reload: () => void };
  what: string;
  texts?: RemoteTexts;
  children: (data: T) => ReactNode;
}) {
  if (remote.data === undefined || remote.data === null && remote.state !== 'ready') {
    if (remote.state === 'failed') return <LoadFailed what={what} text={texts?.failed} onRetry={remote.reload} />;
    return (
      <Text role="status" c="dimmed">
        {texts?.loading ?? `Loading ${what}…`}
      </Text>
    );
  }
  return (
    <>
      {remote.state === 'ready' && <SavedCopyNotice savedAt={remote.savedAt} />}
      {remote.state === 'failed' && (
        <Text fz="sm" c="red.8" role="alert" mb="sm">
          {texts?.stale ?? `We could not refresh ${what}; these figures may be out of date.`}
        </Text>
      )}
      {children(remote.data as T)}
    </>
  );
}
