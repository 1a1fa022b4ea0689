import { lazy, Suspense } from 'react';
import { useSessionHint } from '@/lib/auth/hint';

// Only patients have refill reminders: the card is its own chunk, loaded for them.
const RefillRemindersCard = lazy(() => import('@/features/settings/RefillRemindersCard'));

export function RefillRemindersSlot() {
  const hint = useSessionHint();
  if (!hint.signedIn || (hint.role && hint.role !== 'patient')) return null;
  return (
    <Suspense fallback={null}>
      <RefillRemindersCard />
    </Suspense>
  );
}
