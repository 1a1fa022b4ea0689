import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { subscribeUpdate, updateReady } from '@/lib/pwa/update';

// The buttons (Mantine's Button and its styles) are fetched only when a new version is waiting:
// most visits never show this, and every visit loads the shell services that hold it.
const UpdatePrompt = lazy(() => import('@/lib/pwa/ui/UpdatePrompt'));

/** Offers the waiting version; nothing reloads until the user says so. */
export function UpdateNotice() {
  const apply = useSyncExternalStore(subscribeUpdate, updateReady, () => undefined);
  const [dismissed, setDismissed] = useState<typeof apply>(undefined);
  if (!apply || dismissed === apply) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt apply={apply} onLater={() => setDismissed(() => apply)} />
    </Suspense>
  );
}
