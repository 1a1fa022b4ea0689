/** Runs `fn` while holding a lock shared by every tab of the app. */
export type LockFn = <T>(name: string, fn: () => Promise<T>) => Promise<T>;

const LEASE_MS = 15_000;
const tabId = Math.random().toString(36).slice(2);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Lease = { tab: string; until: number };

function readLease(key: string): Lease | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Lease) : undefined;
  } catch {
    return undefined;
  }
}

// Without the Web Locks API (older Safari, some WebViews) tabs take turns through a lease in
// localStorage that the holder keeps renewing; a crashed tab's lease simply runs out.
async function leaseLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const key = `magani:lock:${name}`;
  for (;;) {
    const lease = readLease(key);
    if (!lease || lease.until < Date.now()) {
      localStorage.setItem(key, JSON.stringify({ tab: tabId, until: Date.now() + LEASE_MS }));
      await sleep(30); // another tab writing at the same moment wins or loses here
      if (readLease(key)?.tab === tabId) break;
    }
    await sleep(500 + Math.random() * 500);
  }
  const renew = setInterval(() => {
    localStorage.setItem(key, JSON.stringify({ tab: tabId, until: Date.now() + LEASE_MS }));
  }, LEASE_MS / 3);
  try {
    return await fn();
  } finally {
    clearInterval(renew);
    if (readLease(key)?.tab === tabId) localStorage.removeItem(key);
  }
}

/** Web Locks where the browser has them, the localStorage lease otherwise. */
export const browserLock: LockFn = (name, fn) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks?.request) return locks.request(name, () => fn()) as Promise<Awaited<ReturnType<typeof fn>>>;
  return leaseLock(name, fn);
};

/** A lock for a single JS realm (tests, or a worker): calls queue up one after another. */
export function createMemoryLock(): LockFn {
  const tails = new Map<string, Promise<unknown>>();
  return (name, fn) => {
    const previous = tails.get(name) ?? Promise.resolve();
    const result = previous.then(fn, fn);
    tails.set(
      name,
      result.catch(() => undefined),
    );
    return result;
  };
}
