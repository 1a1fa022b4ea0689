// What a hosted project's scheduler does for payments, done here on a timer: every 30 s the
// 30-minute hold of unpaid online checkouts is checked (public.expire_payments) and unpaid
// consultation fees are reminded (public.remind_consultation_fees), and every 2 s, when a refund
// or a saved-card consultation charge is waiting, the payment-refunds or consultation-charges
// function is called with the service role key. Weekly payouts: public.run_weekly_payouts() runs
// on Mondays between 09:00 and 10:00 Lagos time (every 30 s; the week's reference makes repeats pay
// nothing), and payouts-send is called every 2 s while a payout waits to be sent. Refill reminders:
// public.run_refill_reminders() every 30 s (pg_cron runs it every 15 minutes hosted); what it
// queues goes out through the message sender's own timer.
export function startPaymentTimers({ pg, serviceRoleKey, apiUrl }) {
  let busy = null;
  let stopped = false;
  let lastExpiry = 0;

  function tick(force) {
    if (busy) return force ? busy.then(() => tick(true)) : busy;
    busy = (async () => {
      try {
        if (force || Date.now() - lastExpiry >= 30_000) {
          lastExpiry = Date.now();
          await pg.query('select public.expire_payments()');
          await pg.query('select public.remind_consultation_fees()');
          if (payoutHour(new Date())) await pg.query('select public.run_weekly_payouts()');
          await pg.query('select public.run_refill_reminders(null)');
        }
        const call = async (name) => {
          const res = await fetch(`${apiUrl()}/functions/v1/${name}`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey },
          });
          await res.arrayBuffer();
        };
        const waiting = await pg.query(`select 1 from public.payment_refunds where status = 'pending' limit 1`);
        if (waiting.rows.length && !stopped) await call('payment-refunds');
        const charges = await pg.query(`select 1 from private.consultation_charges where claimed_at is null limit 1`);
        if (charges.rows.length && !stopped) await call('consultation-charges');
        const payouts = await pg.query(`select 1 from public.payouts where status = 'pending' limit 1`);
        if (payouts.rows.length && !stopped) await call('payouts-send');
      } catch (err) {
        if (!stopped) console.error('[payments]', err instanceof Error ? err.message : err);
      } finally {
        busy = null;
      }
    })();
    return busy;
  }

  const interval = setInterval(() => void tick(false), 2000);
  interval.unref();
  return {
    runNow: () => tick(true),
    /** What the Monday job does, now: makes this week's payouts, then sends them. */
    async runWeeklyPayouts() {
      const { rows } = await pg.query('select public.run_weekly_payouts() as result');
      await tick(true);
      return rows[0].result;
    },
    async stop() {
      stopped = true;
      clearInterval(interval);
      await busy;
    },
  };
}

/** Monday, 09:00 to 09:59 in Lagos (UTC+1 all year). */
export function payoutHour(now) {
  const lagos = new Date(now.getTime() + 3600_000);
  return lagos.getUTCDay() === 1 && lagos.getUTCHours() === 9;
}
