import { lazy, Suspense } from 'react';

// The dialog (modal, focus trap, transitions) is fetched the first time someone asks for it.
const ResendConfirmationDialog = lazy(() =>
  import('@/features/auth/shared/ResendConfirmationDialog').then((m) => ({ default: m.ResendConfirmationDialog })),
);

type Props = { opened: boolean; requested: boolean; onClose: () => void; onSent: (email: string) => void; initialEmail?: string };

export function LazyResendDialog({ requested, ...props }: Props) {
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ResendConfirmationDialog {...props} />
    </Suspense>
  );
}
