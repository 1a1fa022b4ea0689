import { useEffect, useState } from 'react';
import { confirmEmailStep } from '@/features/auth/steps/account';
import { StepError } from '@/features/auth/steps/step-error';

export type Confirmation =
  | { state: 'loading' }
  | { state: 'success'; alreadyConfirmed?: boolean }
  /** No answer from the server (offline, or it is down): tried again by itself. */
  | { state: 'waiting' }
  | { state: 'expired'; message: string; email: string | null }
  | { state: 'error' };

// React StrictMode mounts twice in development; a token can be spent only once, so the first
// answer for a token is shared rather than asking twice.
const answers = new Map<string, ReturnType<typeof confirmEmailStep>>();

const RETRY_MS = 5_000;

/** A failure that is no answer at all: the link may be perfectly good. */
const noAnswer = (error: unknown) => !(error instanceof StepError) || !error.status || error.status >= 500 || error.status === 429;

/** Spends the token once. An error text containing "Invalid or expired" means expired; anything else is an error. */
export function useConfirmation(token: string | undefined): Confirmation {
  const [result, setResult] = useState<Confirmation>(token ? { state: 'loading' } : { state: 'error' });

  useEffect(() => {
    if (!token) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      clearTimeout(timer);
      let answer = answers.get(token);
      if (!answer) {
        answer = confirmEmailStep({ token });
        answers.set(token, answer);
      }
      answer
        .then((r) => {
          if (!active) return;
          if (r.success) setResult({ state: 'success', alreadyConfirmed: r.alreadyConfirmed });
          else if (r.error?.includes('Invalid or expired')) setResult({ state: 'expired', message: r.error, email: r.email });
          else setResult({ state: 'error' });
        })
        .catch((error: unknown) => {
          answers.delete(token);
          if (!active) return;
          if (!noAnswer(error)) return setResult({ state: 'error' });
          // Offline is not an invalid link: say so, and try again when the connection returns.
          setResult({ state: 'waiting' });
          timer = setTimeout(attempt, RETRY_MS);
        });
    };
    attempt();
    window.addEventListener('online', attempt);
    return () => {
      active = false;
      clearTimeout(timer);
      window.removeEventListener('online', attempt);
    };
  }, [token]);

  return result;
}
