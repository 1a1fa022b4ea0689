// Project-wide hourly send limits, as GoTrue applies [auth.rate_limit]
// email_sent and sms_sent: a sliding one-hour window per kind.
const HOUR = 60 * 60 * 1000;

/** @param {{ emailSent: number, smsSent: number }} limits */
export function createSendLimiter(limits) {
  /** @type {Record<'email' | 'sms', number[]>} */
  const sent = { email: [], sms: [] };
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
    /** Lets a test or a long-running dev server start counting afresh. */
    reset() {
      sent.email = [];
      sent.sms = [];
    },
    limits,
  };
}
