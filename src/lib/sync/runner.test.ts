import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { BACKOFF_CAP_MS, backoffDelay } from '@/lib/sync/backoff';
import { BlockedError } from '@/lib/sync/errors';
import { createMemoryLock } from '@/lib/sync/lock';
import { addJob, removeJob, requeueJob } from '@/lib/sync/queue';
import { clearJobKinds, registerJobKind, type JobKind } from '@/lib/sync/registry';
import { createOutboxRunner, type RunnerOptions } from '@/lib/sync/runner';

const httpError = (status: number, message: string) => Object.assign(new Error(message), { status });

let clock = 1_000_000;
const runnerWith = (options: RunnerOptions = {}) =>
  createOutboxRunner({ lock: createMemoryLock(), now: () => clock, random: () => 0.5, schedule: () => {}, ...options });

/** A three-step kind whose steps count their calls; `fail` decides per call whether a step throws. */
function countingKind(fail: (step: string, call: number) => unknown = () => undefined) {
  const calls: Record<string, number> = { a: 0, b: 0, c: 0 };
  const step = (name: string) => ({
    name,
    run: async () => {
      calls[name] = (calls[name] ?? 0) + 1;
      const error = fail(name, calls[name]!);
      if (error) throw error;
      return `${name}-result`;
    },
  });
  const kind: JobKind = { kind: 'test', steps: [step('a'), step('b'), step('c')] };
  registerJobKind('test', kind as JobKind<never>);
  return calls;
}

beforeEach(async () => {
  clearJobKinds();
  clock = 1_000_000;
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('outbox runner', () => {
  it('runs every step once and keeps each result as a checkpoint', async () => {
    const calls = countingKind();
    const id = await addJob({ kind: 'test', label: 'Test', input: {} });
    await runnerWith().run();
    const job = await db.outbox.get(id);
    expect(job?.state).toBe('done');
    expect(job?.checkpoints).toEqual({ a: 'a-result', b: 'b-result', c: 'c-result' });
    expect(calls).toEqual({ a: 1, b: 1, c: 1 });
  });

  it('resumes at the first unfinished step after a failure', async () => {
    const calls = countingKind((step, call) => (step === 'b' && call === 1 ? new TypeError('Failed to fetch') : undefined));
    const id = await addJob({ kind: 'test', label: 'Test', input: {} });
    const runner = runnerWith();
    await runner.run();
    expect((await db.outbox.get(id))?.state).toBe('waiting-retry');
    await runner.run({ force: true });
    expect((await db.outbox.get(id))?.state).toBe('done');
    expect(calls).toEqual({ a: 1, b: 2, c: 1 });
  });

  it('resumes a job left "running" by a tab that closed mid-step', async () => {
    const calls = countingKind();
    const id = await addJob({ kind: 'test', label: 'Test', input: {} });
    await db.outbox.update(id, { state: 'running', checkpoints: { a: 'a-result' } });
    await runnerWith().run();
    expect((await db.outbox.get(id))?.state).toBe('done');
    expect(calls).toEqual({ a: 0, b: 1, c: 1 });
  });

  it('backs off transient errors (network, 5xx, 429) and waits for the timer', async () => {
    for (const error of [new TypeError('Failed to fetch'), httpError(503, 'Unavailable'), httpError(429, 'Slow down')]) {
      await db.outbox.clear();
      countingKind((step) => (step === 'a' ? error : undefined));
      const id = await addJob({ kind: 'test', label: 'Test', input: {} });
      const runner = runnerWith();
      await runner.run();
      let job = await db.outbox.get(id);
      expect(job).toMatchObject({ state: 'waiting-retry', attempts: 1, lastError: error.message });
      expect(job!.nextAttemptAt - clock).toBe(backoffDelay(1, () => 0.5));
      // Not due yet: an ordinary run leaves it alone.
      await runner.run();
      expect((await db.outbox.get(id))?.attempts).toBe(1);
      clock += backoffDelay(1, () => 0.5);
      await runner.run();
      job = await db.outbox.get(id);
      expect(job).toMatchObject({ attempts: 2 });
      expect(job!.nextAttemptAt - clock).toBe(backoffDelay(2, () => 0.5));
    }
  });

  it('ends the job on a permanent error and shows the server message', async () => {
    const calls = countingKind((step) => (step === 'a' ? httpError(422, 'User already registered') : undefined));
    const id = await addJob({ kind: 'test', label: 'Test', input: {} });
    const runner = runnerWith();
    await runner.run();
    expect(await db.outbox.get(id)).toMatchObject({ state: 'failed', lastError: 'User already registered', attempts: 0 });
    await runner.run({ force: true });
    expect(calls.a).toBe(1);
    // Retry puts it back in line.
    await requeueJob(id);
    await runner.run();
    expect(calls.a).toBe(2);
  });

  it('treats a database refusal (SQLSTATE code, no status) as permanent', async () => {
    const refusal = { message: 'new row violates row-level security policy', code: '42501', details: null, hint: null };
    countingKind((step) => (step === 'a' ? refusal : undefined));
    const id = await addJob({ kind: 'test', label: 'Test', input: {} });
    await runnerWith().run();
    expect(await db.outbox.get(id)).toMatchObject({ state: 'failed', lastError: refusal.message });
  });

  it('does nothing while offline', async () => {
    const calls = countingKind();
    const id = await addJob({ kind: 'test', label: 'Test', input: {} });
    await runnerWith({ isOnline: () => false }).run();
    expect((await db.outbox.get(id))?.state).toBe('queued');
    expect(calls.a).toBe(0);
  });

  it('keeps a blocked job waiting without counting attempts, and tries it again on the next run', async () => {
    let signedIn = false;
    registerJobKind('needs-user', {
      kind: 'needs-user',
      steps: [{ name: 'send', run: async () => { if (!signedIn) throw new BlockedError('Waiting for you to sign in'); return 'ok'; } }],
    });
    const id = await addJob({ kind: 'needs-user', label: 'Prescription', input: {} });
    const runner = runnerWith();
    await runner.run();
    expect(await db.outbox.get(id)).toMatchObject({ state: 'blocked', attempts: 0, lastError: 'Waiting for you to sign in' });
    signedIn = true;
    await runner.run();
    expect((await db.outbox.get(id))?.state).toBe('done');
  });

  it('arms the backoff timer for the earliest retry', async () => {
    countingKind(() => new TypeError('Failed to fetch'));
    await addJob({ kind: 'test', label: 'Test', input: {} });
    const schedule = vi.fn();
    await runnerWith({ schedule }).run();
    expect(schedule).toHaveBeenLastCalledWith(backoffDelay(1, () => 0.5), expect.any(Function));
  });
});

describe('backoff schedule', () => {
  it('starts at 2 s, doubles, and stops at 5 min', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => backoffDelay(n, mid))).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, BACKOFF_CAP_MS,
    ]);
    expect(backoffDelay(50, mid)).toBe(BACKOFF_CAP_MS);
  });

  it('spreads retries by ±20 % without passing the cap', () => {
    expect(backoffDelay(1, () => 0)).toBe(1_600);
    expect(backoffDelay(1, () => 1)).toBe(2_400);
    expect(backoffDelay(20, () => 1)).toBe(BACKOFF_CAP_MS);
  });
});

describe('one runner at a time', () => {
  it('never runs two jobs at once across two runners (two tabs) and sends each job once', async () => {
    const lock = createMemoryLock();
    let inFlight = 0;
    let maxInFlight = 0;
    const sent: string[] = [];
    registerJobKind('slow', {
      kind: 'slow',
      steps: [
        {
          name: 'send',
          run: async (input: { n: number }) => {
            inFlight += 1;
            maxInFlight = Math.max(maxInFlight, inFlight);
            await new Promise((r) => setTimeout(r, 5));
            sent.push(String(input.n));
            inFlight -= 1;
            return input.n;
          },
        },
      ],
    } as JobKind<never>);
    for (let n = 0; n < 6; n++) await addJob({ kind: 'slow', label: `Job ${n}`, input: { n } });
    const tabA = runnerWith({ lock });
    const tabB = runnerWith({ lock });
    await Promise.all([tabA.run(), tabB.run(), tabA.run(), tabB.run({ force: true })]);
    expect(maxInFlight).toBe(1);
    expect(sent.sort()).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(await db.outbox.where('state').equals('done').count()).toBe(6);
  });
});

describe('cancel', () => {
  it('removes a queued job before it runs and calls the kind’s cancel hook', async () => {
    const onCancel = vi.fn();
    registerJobKind('test', { kind: 'test', steps: [{ name: 'a', run: async () => 'x' }], onCancel } as JobKind<never>);
    const id = await addJob({ kind: 'test', label: 'Test', input: {} });
    await removeJob(id);
    await runnerWith().run();
    expect(await db.outbox.get(id)).toBeUndefined();
    expect(onCancel).toHaveBeenCalledWith(expect.objectContaining({ id }));
  });

  it('stops after the step in flight when cancelled mid-run', async () => {
    const ran: string[] = [];
    let id = '';
    registerJobKind('test', {
      kind: 'test',
      steps: [
        { name: 'a', run: async () => { ran.push('a'); await removeJob(id); return 1; } },
        { name: 'b', run: async () => { ran.push('b'); return 2; } },
      ],
    });
    id = await addJob({ kind: 'test', label: 'Test', input: {} });
    await runnerWith().run();
    expect(ran).toEqual(['a']);
    expect(await db.outbox.get(id)).toBeUndefined();
  });
});

describe('health probe while jobs back off', () => {
  it('retries at once when the backend answers again after not answering, not at the end of the back-off', async () => {
    let up = false;
    let failNext = true;
    const calls = countingKind((step) => (step === 'a' && failNext ? new TypeError('Failed to fetch') : undefined));
    const id = await addJob({ kind: 'test', label: 'Test', input: {} });
    const probe = vi.fn(async () => up);
    const runner = runnerWith({ probe, probeEveryMs: 10, isOnline: () => true });
    await runner.run();
    expect((await db.outbox.get(id))?.noAnswer).toBe(true);
    await vi.waitFor(() => expect(probe).toHaveBeenCalled());
    expect(calls.a).toBe(1); // the back-off (about 2 s on the runner's clock) has not passed
    failNext = false;
    up = true;
    await vi.waitFor(async () => expect((await db.outbox.get(id))?.state).toBe('done'));
    expect(calls.a).toBe(2);
  });

  it('leaves the back-off alone when the backend answers and the job was refused with an answer', async () => {
    countingKind((step) => (step === 'a' ? httpError(503, 'Busy') : undefined));
    const id = await addJob({ kind: 'test', label: 'Test', input: {} });
    const probe = vi.fn(async () => true);
    await runnerWith({ probe, probeEveryMs: 10, isOnline: () => true }).run();
    await vi.waitFor(() => expect(probe).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(probe).toHaveBeenCalledTimes(1);
    expect((await db.outbox.get(id))?.attempts).toBe(1);
  });
});
