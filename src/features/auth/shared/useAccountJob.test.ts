import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxJob } from '@/lib/db';
import type { Submitted } from '@/lib/sync/outbox';

const submitAccountJob = vi.fn<(...args: unknown[]) => Promise<Submitted>>();
const cancelAccountJob = vi.fn(async (_id: string) => {});
let settle: (job: OutboxJob | undefined) => void = () => {};
vi.mock('@/features/auth/shared/outbox', () => ({
  submitAccountJob,
  cancelAccountJob,
  settledAccountJob: () => new Promise<OutboxJob | undefined>((resolve) => (settle = resolve)),
}));

const { useAccountJob } = await import('@/features/auth/shared/useAccountJob');

const request = { kind: 'sign-in', label: 'Sign in to your account', input: { email: 'ada@example.ng' } };
const job = (state: OutboxJob['state'], extra: Partial<OutboxJob> = {}) =>
  ({ id: 'job-1', state, checkpoints: {}, ...extra }) as OutboxJob;

function setUp() {
  const handlers = { onDone: vi.fn(), onFailed: vi.fn(), onQueued: vi.fn() };
  const hook = renderHook(() => useAccountJob());
  return { hook, handlers, run: () => act(() => hook.result.current.run(request, handlers)) };
}

beforeEach(() => {
  submitAccountJob.mockReset();
  cancelAccountJob.mockClear();
});

describe('account requests through the outbox', () => {
  it('passes an answer on the first try straight to the screen', async () => {
    submitAccountJob.mockResolvedValue({ status: 'done', id: 'job-1', result: { signIn: { role: 'patient' } } });
    const { hook, handlers, run } = setUp();
    await run();
    expect(handlers.onDone).toHaveBeenCalledWith({ signIn: { role: 'patient' } });
    expect(hook.result.current.queued).toBeNull();
    expect(cancelAccountJob).toHaveBeenCalledWith('job-1');
    submitAccountJob.mockResolvedValue({ status: 'failed', id: 'job-2', error: 'Invalid login credentials' });
    await run();
    expect(handlers.onFailed).toHaveBeenCalledWith('Invalid login credentials');
  });

  it('says a queued request is waiting, then goes on when it is sent', async () => {
    submitAccountJob.mockResolvedValue({ status: 'queued', id: 'job-1', state: 'queued' });
    const { hook, handlers, run } = setUp();
    await run();
    expect(hook.result.current.queued).toEqual({ id: 'job-1', retrying: false });
    expect(handlers.onQueued).toHaveBeenCalled();
    expect(handlers.onDone).not.toHaveBeenCalled();
    await act(async () => settle(job('done', { checkpoints: { signIn: { role: 'rider' } } })));
    expect(handlers.onDone).toHaveBeenCalledWith({ signIn: { role: 'rider' } });
    expect(hook.result.current.queued).toBeNull();
    expect(cancelAccountJob).not.toHaveBeenCalled();
  });

  it('shows a later refusal here and takes it out of the Pending view', async () => {
    submitAccountJob.mockResolvedValue({ status: 'queued', id: 'job-1', state: 'waiting-retry', error: 'Failed to fetch' });
    const { hook, handlers, run } = setUp();
    await run();
    expect(hook.result.current.queued?.retrying).toBe(true);
    await act(async () => settle(job('failed', { lastError: 'Invalid login credentials' })));
    expect(cancelAccountJob).toHaveBeenCalledWith('job-1');
    expect(handlers.onFailed).toHaveBeenCalledWith('Invalid login credentials');
  });

  it('does nothing when the job finishes after the screen was left', async () => {
    submitAccountJob.mockResolvedValue({ status: 'queued', id: 'job-1', state: 'queued' });
    const { hook, handlers, run } = setUp();
    await run();
    hook.unmount();
    await act(async () => settle(job('done')));
    expect(handlers.onDone).not.toHaveBeenCalled();
  });
});
