import { startPolling, type LiveStatus } from '@/lib/orders/poll';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('startPolling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => vi.useRealTimers());

  test('asks every interval while visible, never while hidden, and at once when visible again', async () => {
    const tick = vi.fn(async () => undefined);
    const statuses: LiveStatus[] = [];
    const stop = startPolling({ intervalMs: 4000, tick, onStatus: (s) => statuses.push(s) });
    await vi.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(8000);
    expect(tick).toHaveBeenCalledTimes(3);

    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tick).toHaveBeenCalledTimes(3);
    expect(statuses.at(-1)).toBe('paused');

    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(4);
    expect(statuses.at(-1)).toBe('live');
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tick).toHaveBeenCalledTimes(4);
  });

  test('backs off while failing, says so, and retries at once when the connection returns', async () => {
    let fail = true;
    const tick = vi.fn(async () => {
      if (fail) throw new Error('offline');
    });
    const statuses: LiveStatus[] = [];
    const stop = startPolling({ intervalMs: 1000, tick, onStatus: (s) => statuses.push(s), maxBackoffMs: 8000 });
    await vi.advanceTimersByTimeAsync(0); // fails: next in 1 s
    await vi.advanceTimersByTimeAsync(1000); // fails: next in 2 s
    await vi.advanceTimersByTimeAsync(2000); // fails: next in 4 s
    expect(tick).toHaveBeenCalledTimes(3);
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(3000);
    expect(tick).toHaveBeenCalledTimes(3);

    fail = false;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(4);
    expect(statuses.at(-1)).toBe('live');
    stop();
  });

  test('a page hidden while a request is in flight says paused once it answers, and asks nothing more', async () => {
    let answer: () => void = () => undefined;
    const tick = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const statuses: LiveStatus[] = [];
    const stop = startPolling({ intervalMs: 4000, tick, onStatus: (s) => statuses.push(s) });
    await vi.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    answer();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(statuses.at(-1)).toBe('paused');
    expect(tick).toHaveBeenCalledTimes(1);
    stop();
  });
});
