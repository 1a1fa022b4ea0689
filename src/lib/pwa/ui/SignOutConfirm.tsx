import { lazy, Suspense } from 'react';
import { useSignOutQuestion } from '@/lib/pwa/sign-out-confirm';

// The dialog (Modal and its styles) is fetched only when a sign-out would delete unsent work.
const SignOutDialog = lazy(() => import('@/lib/pwa/ui/SignOutDialog'));

export function SignOutConfirm() {
  const question = useSignOutQuestion();
  if (!question) return null;
  return (
    <Suspense fallback={null}>
      <SignOutDialog question={question} />
    </Suspense>
  );
}
