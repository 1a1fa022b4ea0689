// Sliding-window counters for the local auth server:
// - project-wide hourly send limits, as GoTrue applies [auth.rate_limit] email_sent and sms_sent;
// - keyed windows for everything else (verifications per IP and per address, SMS per number).
const HOUR = 60 * 60 * 1000;

/** @param {{ emailSent: number, smsSent: number }} limits */
export function createSendLimiter(limits) {
  /** @type {Record<'email' | 'sms', number[]>} */
  const sent = { email: [], sms: [] };
  /** @type {Map<string, number[]>} */
  const keyed = new Map();
  return {
    /** Records one send and reports whether it is still within the limit. @param {'email' | 'sms'} kind */
    take(kind) {
      const now = Date.now();
      const recent = sent[kind].filter((t) => now - t < HOUR);
      sent[kind] = recent;
      const max = kind === 'email' ? limits.emailSent : limits.smsSent;
      if (recent.length >= max) return false;
      recent.push(now);
      return true;
    },
    /**
     * Records one event under `key` unless `max` already happened within `windowMs`.
     * @param {string} key @param {number} max @param {number} windowMs
     */
    hit(key, max, windowMs) {
      const now = Date.now();
      const recent = (keyed.get(key) ?? []).filter((t) => now - t < windowMs);
      keyed.set(key, recent);
      if (recent.length >= max) return false;
      recent.push(now);
      return true;
    },
    /** Milliseconds since the last event under `key`, or Infinity. @param {string} key */
    since(key) {
      const times = keyed.get(key);
      return times?.length ? Date.now() - times[times.length - 1] : Infinity;
    },
    /** Records an event under `key` without a limit (e.g. a successful send). @param {string} key */
    note(key) {
      keyed.set(key, [...(keyed.get(key) ?? []), Date.now()].slice(-50));
    },
    /** Lets a test or a long-running dev server start counting afresh. */
    reset() {
      sent.email = [];
      sent.sms = [];
      keyed.clear();
    },
    limits,
  };
}
