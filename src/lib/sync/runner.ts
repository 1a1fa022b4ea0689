import { db, type OutboxJob } from '@/lib/db';
import { backoffDelay } from '@/lib/sync/backoff';
import { classify, isNoAnswer, messageOf, PermanentError, TransientError } from '@/lib/sync/errors';
import { deleteJobBlobs, restoreBlobs } from '@/lib/sync/blobs';
import { isExpiredToken } from '@/lib/sync/job-client';
import { browserLock, type LockFn } from '@/lib/sync/lock';
import { getJobKind, type JobKind, type JobStep, type StepContext } from '@/lib/sync/registry';
import { deleteJobSecrets, openSecret, secretId } from '@/lib/sync/secrets';
import { summarise } from '@/lib/sync/summary';

export interface RunnerOptions {
  lock?: LockFn;
  now?: () => number;
  random?: () => number;
  isOnline?: () => boolean;
  /** Called with the delay until the earliest retry; the default arms a setTimeout. */
  schedule?: (delayMs: number, run: () => void) => void;
  /**
   * A cheap request that says whether the backend answers (see outbox.ts). While jobs wait out a
   * backoff with the browser online, it is asked every `probeEveryMs`: once the backend answers
   * again after not answering, the jobs are retried at once instead of at the end of the backoff.
   */
  probe?: () => Promise<boolean>;
  probeEveryMs?: number;
}

export interface RunReport {
  /** Jobs still waiting to be sent after this run. */
  remaining: number;
}

const ACTIVE = ['queued', 'running', 'waiting-retry', 'blocked'] as const;
const DONE_KEPT_MS = 10 * 60_000;
const DEFAULT_STEP_TIMEOUT_MS = 60_000;

/** Marks a side-effect step as started, so a later try knows it may be a repeat. */
const startedKey = (step: string) => `~${step}`;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TransientError('The server took too long to answer')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function defaultSchedule() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (delayMs: number, run: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(run, Math.min(delayMs, 2 ** 31 - 1));
  };
}

export function createOutboxRunner(options: RunnerOptions = {}) {
  const lock = options.lock ?? browserLock;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const schedule = options.schedule ?? defaultSchedule();
  const inFlight = new Map<string, { owner: string; controller: AbortController; done: Promise<void> }>();

  async function changed(def: JobKind | undefined, id: string) {
    const job = await db.outbox.get(id);
    if (job && def?.onChange) await Promise.resolve(def.onChange(job)).catch(() => undefined);
  }

  async function nextDueJob(attempted: Set<string>, force: boolean): Promise<OutboxJob | undefined> {
    const jobs = await db.outbox.where('state').anyOf(ACTIVE).sortBy('createdAt');
    return jobs.find(
      (job) => !attempted.has(job.id) && (force || job.state !== 'waiting-retry' || job.nextAttemptAt <= now()),
    );
  }

  async function resolveInput(def: JobKind, job: OutboxJob) {
    const input: Record<string, unknown> = await restoreBlobs(job.input);
    for (const field of def.secretFields ?? []) {
      try {
        input[field] = await openSecret(secretId(job.id, field));
      } catch {
        // The device key is gone (site data partly cleared): asking again is the only way on.
        throw new PermanentError('The saved password could not be read on this device. Please enter it again.');
      }
    }
    return input;
  }

  /**
   * One try of one step. A side-effect step (an SMS, an e-mail) is never abandoned for being slow:
   * trying again while the first request may still arrive would send a second code. A token the
   * server calls expired is renewed and the step tried once more, whatever the device clock says.
   */
  async function runStep(def: JobKind, step: JobStep, input: Record<string, unknown>, ctx: StepContext) {
    const limit = step.sideEffect ? 10 * 60_000 : (step.timeoutMs ?? DEFAULT_STEP_TIMEOUT_MS);
    try {
      return await withTimeout(step.run(input as never, ctx), limit);
    } catch (error) {
      if (!def.renewSession || !isExpiredToken(error) || ctx.signal.aborted) throw error;
      await def.renewSession(input as never, ctx);
      return await withTimeout(step.run(input as never, ctx), limit);
    }
  }

  async function runJob(job: OutboxJob) {
    const def = await getJobKind(job.kind);
    // A kind this version does not know (e.g. queued by a newer tab) stays queued and visible.
    if (!def) return;
    if (!(await db.outbox.update(job.id, { state: 'running', updatedAt: now() }))) return;
    const controller = new AbortController();
    let finished!: () => void;
    inFlight.set(job.id, { owner: job.owner, controller, done: new Promise<void>((resolve) => (finished = resolve)) });
    try {
      await runSteps(def, job, controller.signal);
      if (controller.signal.aborted) await def.onStopped?.(job).catch(() => undefined);
    } finally {
      inFlight.delete(job.id);
      finished();
    }
  }

  async function runSteps(def: JobKind, job: OutboxJob, signal: AbortSignal) {
    await changed(def, job.id);
    const checkpoints: Record<string, unknown> = { ...job.checkpoints };
    try {
      const input = await resolveInput(def, job);
      for (const step of def.steps) {
        if (step.name in checkpoints) continue;
        const repeat = step.sideEffect && startedKey(step.name) in checkpoints;
        if (step.sideEffect) {
          checkpoints[startedKey(step.name)] = now();
          await db.outbox.update(job.id, { checkpoints: { ...checkpoints } });
        }
        const ctx: StepContext = { jobId: job.id, owner: job.owner, checkpoints, signal, repeat };
        const result = await runStep(def, step, input, ctx);
        if (signal.aborted) throw new TransientError('Stopped');
        checkpoints[step.name] = result ?? null;
        // The row is gone when the user cancelled while the step was in flight: stop here.
        const stillThere = await db.outbox.update(job.id, { checkpoints: { ...checkpoints }, updatedAt: now() });
        if (step.releasesSecrets || !stillThere) await deleteJobSecrets(job.id);
        if (!stillThere) return;
      }
      await db.outbox.update(job.id, { state: 'done', input: {}, lastError: undefined, updatedAt: now() });
      await deleteJobSecrets(job.id);
      await deleteJobBlobs(job.id);
    } catch (error) {
      const outcome = classify(error);
      const lastError = messageOf(error);
      if (outcome === 'blocked') {
        await db.outbox.update(job.id, { state: 'blocked', lastError, updatedAt: now() });
      } else if (outcome === 'permanent') {
        await db.outbox.update(job.id, { state: 'failed', lastError, updatedAt: now() });
        // The server refused: the same password would be refused again, so it is not kept.
        await deleteJobSecrets(job.id);
      } else {
        const attempts = job.attempts + 1;
        await db.outbox.update(job.id, {
          state: 'waiting-retry',
          attempts,
          nextAttemptAt: now() + backoffDelay(attempts, random),
          lastError,
          noAnswer: isNoAnswer(error),
          updatedAt: now(),
        });
      }
    }
    await changed(def, job.id);
  }

  /**
   * Only the lock holder runs jobs, so a job still marked running when the lock is taken was cut
   * off by a crash or a closed browser: it is back in line, and shown as waiting, not uploading.
   */
  async function releaseStale() {
    const stale = await db.outbox.where('state').equals('running').toArray();
    for (const job of stale) {
      await db.outbox.update(job.id, { state: 'queued', updatedAt: now() });
      await changed(await getJobKind(job.kind), job.id);
    }
  }

  /** Stops the jobs of the owners `which` picks now (a sign-out), resolving once each cleaned up. */
  async function abort(which: (owner: string) => boolean): Promise<void> {
    const stopping = [...inFlight.values()].filter((job) => which(job.owner));
    for (const job of stopping) job.controller.abort();
    await Promise.all(stopping.map((job) => job.done));
  }

  async function pruneDone() {
    await db.outbox
      .where('state')
      .equals('done')
      .filter((job) => job.updatedAt < now() - DONE_KEPT_MS)
      .delete();
  }

  async function armTimer() {
    const waiting = await db.outbox.where('state').equals('waiting-retry').toArray();
    if (!waiting.length) return;
    const earliest = Math.min(...waiting.map((job) => job.nextAttemptAt));
    schedule(Math.max(0, earliest - now()), () => void run());
    if (earliest - now() > probeEveryMs) void probeWhileWaiting();
  }

  const probeEveryMs = options.probeEveryMs ?? 3_000;
  let probing = false;
  let lastNudge = 0;
  /**
   * Asks the backend whether it answers while jobs wait out a backoff. Retries at once when it
   * answers after not answering, or when it answers and a job's last try got no answer (the outage
   * ended before the first probe; at most every 30 s, so a path that fails alone cannot spin).
   * Stops when nothing waits, or when the backend answers and no job is waiting for it.
   */
  async function probeWhileWaiting() {
    const probe = options.probe;
    if (probing || !probe) return;
    probing = true;
    try {
      let downSeen = false;
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, probeEveryMs));
        const waiting = await db.outbox.where('state').equals('waiting-retry').filter((job) => job.nextAttemptAt > now()).toArray();
        if (!waiting.length) return;
        // Offline, the browser's online event starts the retry (src/lib/sync/start.ts).
        if (!isOnline()) continue;
        if (!(await probe().catch(() => false))) {
          downSeen = true;
          continue;
        }
        const unanswered = waiting.some((job) => job.noAnswer) && now() - lastNudge > 30_000;
        if (downSeen || unanswered) {
          lastNudge = now();
          void run({ force: true });
        }
        return;
      }
    } finally {
      probing = false;
    }
  }

  async function runOnce(force: boolean): Promise<RunReport> {
    return lock('magani-outbox', async () => {
      await releaseStale();
      const attempted = new Set<string>();
      // Each job gets at most one attempt per run, so a blocked or failing job cannot spin.
      while (isOnline()) {
        const job = await nextDueJob(attempted, force);
        if (!job) break;
        attempted.add(job.id);
        await runJob(job);
      }
      await pruneDone();
      const summary = await summarise();
      await armTimer();
      return { remaining: summary.sending };
    });
  }

  let current: Promise<RunReport> | undefined;
  let next: Promise<RunReport> | undefined;
  let nextForce = false;

  /**
   * Runs every due job. Calls made while a run is in progress share one follow-up run, so a burst
   * of triggers (online event + sync event + enqueue) costs one extra pass, and the promise a
   * caller gets always covers jobs written before the call. `force` ignores backoff timers.
   */
  function run(opts: { force?: boolean } = {}): Promise<RunReport> {
    if (!current) {
      current = runOnce(Boolean(opts.force)).finally(() => {
        current = undefined;
      });
      return current;
    }
    nextForce ||= Boolean(opts.force);
    next ??= current
      .catch(() => undefined)
      .then(() => {
        const force = nextForce;
        nextForce = false;
        next = undefined;
        return run({ force });
      });
    return next;
  }

  return { run, abort };
}

export type OutboxRunner = ReturnType<typeof createOutboxRunner>;
