import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncModule } from '@/lib/pwa/start';

// The worker's registration is not what these tests are about (jsdom has no service worker).
vi.mock('@/lib/pwa/register', () => ({ registerServiceWorker: async () => undefined }));

function fakeSync() {
  return {
    startSync: vi.fn(async () => undefined),
    runFromWorker: vi.fn(async () => ({ remaining: 0 })),
    onSession: vi.fn(async () => undefined),
    onSignedOut: vi.fn(async () => undefined),
    unsentJobs: vi.fn(async () => []),
  } satisfies SyncModule;
}

/** A fresh page: modules (and their state) loaded anew, as main.tsx starts them. */
async function startPage() {
  vi.resetModules();
  const sync = fakeSync();
  const load = vi.fn(async () => sync);
  const start = await import('@/lib/pwa/start');
  start.startBackgroundServices(load);
  return { load, sync, start };
}

/** Past the page's load, its settle delay and the idle start (see idle.ts and start.ts). */
const afterLoadAndIdle = () => vi.advanceTimersByTimeAsync(10_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('background services at start-up', () => {
  it('a guest with nothing queued gets no outbox (and no Dexie) however long the page stays', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { load } = await startPage();
    await afterLoadAndIdle();
    expect(load).not.toHaveBeenCalled();
  });

  it('a job left queued by an earlier visit starts the outbox once the page has loaded', async () => {
    localStorage.setItem('magani:outbox', JSON.stringify({ sending: 1, attention: 0 }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { load, sync } = await startPage();
    expect(load).not.toHaveBeenCalled();
    await afterLoadAndIdle();
    expect(load).toHaveBeenCalledOnce();
    expect(sync.startSync).toHaveBeenCalledOnce();
  });

  it('a stored session starts the outbox when the page is idle', async () => {
    localStorage.setItem('magani-auth', JSON.stringify({ user: { id: 'user-1' } }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { load } = await startPage();
    await afterLoadAndIdle();
    expect(load).toHaveBeenCalledOnce();
  });

  it('a sign-out on a visit that never started the outbox still loads it to wipe the account', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { load, sync } = await startPage();
    await afterLoadAndIdle();
    const { runSignOutHooks } = await import('@/lib/auth/sign-out-hooks');
    await runSignOutHooks('user-1');
    expect(load).toHaveBeenCalledOnce();
    expect(sync.onSignedOut).toHaveBeenCalledWith('user-1');
  });

  it("another tab's queued job starts this tab's outbox", async () => {
    const { load } = await startPage();
    localStorage.setItem('magani:outbox', JSON.stringify({ sending: 1, attention: 0 }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'magani:outbox' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
  });

  it('a screen opening IndexedDB starts the outbox, once', async () => {
    const { load, sync } = await startPage();
    const { db } = await import('@/lib/db');
    await db.open();
    await vi.waitFor(() => expect(sync.startSync).toHaveBeenCalledOnce());
    db.close();
    expect(load).toHaveBeenCalledOnce();
  });
});
