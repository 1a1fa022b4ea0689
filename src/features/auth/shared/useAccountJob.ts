import { useEffect, useRef, useState } from 'react';
import type { EnqueueRequest } from '@/lib/sync/outbox';
import { notices } from '@/features/auth/messages';
import { cancelAccountJob, settledAccountJob, submitAccountJob } from '@/features/auth/shared/outbox';

/** A job that has not finished yet: offline, retrying after a failure, or still on its way. */
export type QueuedJob = { id: string; retrying: boolean };

export type JobHandlers = {
  /** `result` holds each step's result by step name. */
  onDone: (result: Record<string, unknown>) => void | Promise<void>;
  onFailed: (message: string) => void;
  /** The request waits in the outbox (offline, retrying, or slow). */
  onQueued?: () => void;
};

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Sends one account request through the outbox. Online the answer arrives as before (`onDone` or
 * `onFailed`); otherwise `queued` says so, and the screen still gets the answer when the job
 * finishes later, as long as it is open. What is answered on the first try, and a refusal that
 * arrives later, is shown here and so leaves the Pending view; a job sent later stays listed there
 * as sent, where the person was told to look.
 */
export function useAccountJob() {
  const [busy, setBusy] = useState(false);
  const [queued, setQueued] = useState<QueuedJob | null>(null);
  const latest = useRef<string | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function follow(id: string, handlers: JobHandlers) {
    const job = await settledAccountJob(id);
    if (!mounted.current || latest.current !== id) return;
    setQueued(null);
    if (!job) return; // cancelled from the Pending view
    if (job.state === 'done') return handlers.onDone(job.checkpoints);
    await cancelAccountJob(id);
    handlers.onFailed(job.lastError ?? notices.unexpected);
  }

  async function run(request: EnqueueRequest, handlers: JobHandlers, waitMs?: number) {
    setBusy(true);
    setQueued(null);
    latest.current = undefined;
    let sent;
    try {
      sent = await submitAccountJob(request, waitMs);
    } catch {
      // The outbox itself could not load (offline before the app was ever stored on this device).
      setBusy(false);
      return handlers.onFailed(offline() ? notices.offlineUnavailable : notices.unexpected);
    }
    latest.current = sent.id;
    setBusy(false);
    if (sent.status === 'done') {
      // Answered while the person watched: nothing to follow in the Pending view.
      void cancelAccountJob(sent.id).catch(() => undefined);
      return handlers.onDone(sent.result);
    }
    if (sent.status === 'failed') return handlers.onFailed(sent.error);
    setQueued({ id: sent.id, retrying: sent.state === 'waiting-retry' });
    handlers.onQueued?.();
    // Not awaited: the answer may come hours later, and the screen goes on meanwhile.
    void follow(sent.id, handlers).catch(() => undefined);
  }

  /** Forgets the waiting job (cancelling it), e.g. before the details are changed. */
  async function cancel() {
    const id = latest.current;
    latest.current = undefined;
    setQueued(null);
    if (id) await cancelAccountJob(id);
  }

  return { run, cancel, busy, queued };
}
