// A polling loop for live pages on a bad network: every few seconds while the page is visible,
// never while it is hidden, at once when the page comes back or the connection returns, and with a
// growing pause (capped) while requests fail. Why polling and not a socket: see the README.

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'paused';

export interface PollOptions {
  intervalMs: number;
  /** Runs one poll; throws when it failed. */
  tick: () => Promise<void>;
  onStatus: (status: LiveStatus) => void;
  maxBackoffMs?: number;
}

/** Starts the loop; returns a stop function. */
export function startPolling({ intervalMs, tick, onStatus, maxBackoffMs = 30_000 }: PollOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let stopped = false;
  let failures = 0;

  const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped && !hidden()) timer = setTimeout(() => void run(), ms);
  };

  async function run() {
    if (stopped || running) return;
    if (hidden()) {
      onStatus('paused');
      return;
    }
    running = true;
    try {
      await tick();
      failures = 0;
      // Hidden while this request was in flight: nothing more is asked until visible again.
      onStatus(hidden() ? 'paused' : 'live');
    } catch {
      failures += 1;
      onStatus(hidden() ? 'paused' : 'reconnecting');
    } finally {
      running = false;
    }
    const backoff = failures ? Math.min(maxBackoffMs, intervalMs * 2 ** (failures - 1)) : intervalMs;
    schedule(backoff);
  }

  const wake = () => {
    if (hidden()) {
      clearTimeout(timer);
      onStatus('paused');
    } else {
      failures = 0;
      void run();
    }
  };

  document.addEventListener('visibilitychange', wake);
  window.addEventListener('online', wake);
  onStatus('connecting');
  void run();

  return () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', wake);
    window.removeEventListener('online', wake);
  };
}
