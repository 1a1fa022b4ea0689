export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/**
 * Delay before retry number `attempt` (1 = first retry): 2 s doubling up to 5 min, spread by
 * ±20 % so that many phones coming back online at once do not hit the server in step.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempt - 1);
  const base = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.min(exponent, 30));
  const jitter = 0.8 + 0.4 * random();
  return Math.min(BACKOFF_CAP_MS, Math.round(base * jitter));
}
