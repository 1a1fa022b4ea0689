import { lazy, Suspense, useState } from 'react';
import type { ConfirmProps } from '@/components/ConfirmModal';

// Mantine's Modal brings its focus trap, scroll lock and scroll area (about 15 KB gzip); most visits
// never open a confirmation, so the screens that offer one do not carry it in their first load.
const ConfirmModal = lazy(() => import('@/components/ConfirmModal'));

/** A yes/no question before an action that is hard to take back. Focus starts on the safe choice. */
export function ConfirmDialog(props: ConfirmProps) {
  const [wanted, setWanted] = useState(props.opened);
  // Once opened it stays mounted, so closing it animates and focus returns as Modal does it.
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmModal {...props} />
    </Suspense>
  );
}
