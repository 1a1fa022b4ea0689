// Runs the send-messages edge function (the one sender of private.outgoing_messages) the way
// pg_cron + pg_net do on a hosted project: a POST with the service role key. Here it runs on a
// timer (a cheap check every 2 s; the function is called only when a row is due, so Deno starts
// on the first message) and right after each API call that may have queued a message, so a person
// or a test sees the message as soon as the call that caused it has answered.

const DUE = `select 1 from private.outgoing_messages
  where sent_at is null and dead_at is null and next_attempt_at <= now() and (leased_until is null or leased_until <= now())
  limit 1`;

/** The sender's own calls must never wait for the sender. */
export const SENDER_RPCS = new Set(['claim_outgoing_messages', 'finish_outgoing_message', 'push_targets', 'push_subscription_gone']);

/**
 * @param {{ pg: { query: (sql: string, params?: unknown[]) => Promise<{ rows: any[] }> }, deno: any, serviceRoleKey: string, everyMs?: number }} options
 */
export function createLocalSender(options) {
  /** @type {Promise<void> | null} */
  let running = null;
  let again = false;
  let stopped = false;
  let runs = 0;

  async function runOnce() {
    // What pg_cron runs every minute on a hosted project: the "in 10 minutes" consultation notices.
    await options.pg.query('select private.notify_consultations_soon()');
    const { rows } = await options.pg.query(DUE);
    if (!rows.length || stopped) return;
    runs += 1;
    const headers = new Headers({ Authorization: `Bearer ${options.serviceRoleKey}`, 'Content-Type': 'application/json' });
    const res = await options.deno.request('send-messages', 'POST', headers, Buffer.from('{}'), '');
    const report = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(`send-messages answered ${res.status}: ${report.error ?? ''}`);
  }

  /** Sends what is due; a call during a run waits for one more run, which covers its rows. */
  function kick() {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce();
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const report = (err) => console.error('[local sender]', err instanceof Error ? err.message : err);
  const every = options.everyMs ?? 2000;
  const timer = every > 0 ? setInterval(() => void kick().catch(report), every) : null;
  timer?.unref();

  return {
    /** Runs the sender now (errors are logged, not thrown: the request that queued a message stands). */
    sendNow: () => kick().catch(report),
    get runs() {
      return runs;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
