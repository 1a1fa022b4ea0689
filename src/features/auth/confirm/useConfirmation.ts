import { useEffect, useState } from 'react';
import { confirmEmailStep } from '@/features/auth/steps/account';

export type Confirmation =
  | { state: 'loading' }
  | { state: 'success' }
  | { state: 'expired'; message: string; email: string | null }
  | { state: 'error' };

// React StrictMode mounts twice in development; a token can be spent only once, so the first
// answer for a token is shared rather than asking twice.
const answers = new Map<string, ReturnType<typeof confirmEmailStep>>();

/** Spends the token once. An error text containing "Invalid or expired" means expired; anything else is an error. */
export function useConfirmation(token: string | undefined): Confirmation {
  const [result, setResult] = useState<Confirmation>(token ? { state: 'loading' } : { state: 'error' });

  useEffect(() => {
    if (!token) return;
    let active = true;
    let answer = answers.get(token);
    if (!answer) {
      answer = confirmEmailStep({ token });
      answers.set(token, answer);
    }
    answer
      .then((r) => {
        if (!active) return;
        if (r.success) setResult({ state: 'success' });
        else if (r.error?.includes('Invalid or expired')) setResult({ state: 'expired', message: r.error, email: r.email });
        else setResult({ state: 'error' });
      })
      .catch(() => {
        answers.delete(token); // a network failure may be retried by reloading
        if (active) setResult({ state: 'error' });
      });
    return () => {
      active = false;
    };
  }, [token]);

  return result;
}
