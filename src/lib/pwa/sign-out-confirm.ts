// Before a sign-out deletes a person's unsent work from a shared device, they see what would be
// lost and may keep it. Stays tiny: the outbox is only loaded when the hint says work is queued.
import { useSyncExternalStore } from 'react';
import { loadSync } from '@/lib/pwa/start';
import { outboxHasWork } from '@/lib/sync/hint';

export type SignOutQuestion = { labels: string[]; answer: (signOut: boolean) => void };

let question: SignOutQuestion | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** True to go on with the sign-out; false when the person chose to stay signed in. */
export async function confirmSignOut(userId: string | undefined): Promise<boolean> {
  if (!outboxHasWork()) return true;
  let labels: string[];
  try {
    labels = (await (await loadSync()).unsentJobs(userId)).map((job) => job.label);
  } catch {
    return true; // never trap someone in a signed-in session on a shared device
  }
  if (!labels.length) return true;
  return new Promise((resolve) => {
    question = {
      labels,
      answer: (signOut) => {
        question = undefined;
        emit();
        resolve(signOut);
      },
    };
    emit();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSignOutQuestion(): SignOutQuestion | undefined {
  return useSyncExternalStore(subscribe, () => question, () => undefined);
}
