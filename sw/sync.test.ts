import { afterEach, describe, expect, it, vi } from 'vitest';
import { wakePages } from './sync';

type FakeClient = { postMessage: (message: unknown, transfer: MessagePort[]) => void };

/** A window that answers RUN_OUTBOX with how many jobs it still holds. */
const windowAnswering = (remaining: number | null): FakeClient => ({
  postMessage: vi.fn((message: unknown, [port]: MessagePort[]) => {
    expect(message).toEqual({ type: 'RUN_OUTBOX' });
    if (remaining !== null) port!.postMessage({ remaining });
  }),
});

function withClients(clients: FakeClient[]) {
  vi.stubGlobal('clients', { matchAll: vi.fn(async () => clients) });
  Object.assign(self, { clients: (globalThis as unknown as { clients: unknown }).clients });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Background Sync wake-up', () => {
  it('asks every open page to send the outbox and is done when one has nothing left', async () => {
    const pages = [windowAnswering(0), windowAnswering(2)];
    withClients(pages);
    await expect(wakePages()).resolves.toBeUndefined();
    for (const p of pages) expect(p.postMessage).toHaveBeenCalledOnce();
  });

  it('fails (so the browser tries again later) while jobs are still waiting', async () => {
    withClients([windowAnswering(3)]);
    await expect(wakePages()).rejects.toThrow('still waiting');
  });

  it('does nothing when no page is open: the next app start sends the outbox', async () => {
    withClients([]);
    await expect(wakePages()).resolves.toBeUndefined();
  });

  it('gives up on a page that never answers', async () => {
    vi.useFakeTimers();
    withClients([windowAnswering(null)]);
    const result = wakePages();
    const settled = expect(result).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(61_000);
    await settled;
  });
});
