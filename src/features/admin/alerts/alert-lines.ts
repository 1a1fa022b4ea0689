// What the alerts say, as plain text: kept apart from the API so it can be tested alone. Read in
// the current language when the screen renders (the counts are plurals: Lingui must be in).
import { formatDateTime } from '@/lib/format';
import { formatPhone } from '@/lib/format-phone';
import { translate, type Message } from '@/lib/i18n/i18n';
import { alerts } from '@/features/admin/alerts/alerts.messages';
import type { DeadMessage, LowStock } from '@/features/admin/alerts/alerts-api';

const statusLabels: Record<string, Message> = {
  placed: alerts.placed,
  confirmed: alerts.confirmed,
  preparing: alerts.preparing,
  ready: alerts.ready,
  picked_up: alerts.pickedUp,
  out_for_delivery: alerts.outForDelivery,
};
export const orderStatusLabel = (status: string) => (statusLabels[status] ? translate(statusLabels[status]) : status);

const SHOWN = 3;

/** What a pharmacy's low-stock alert says: the counts, then its lowest offers, then how many more. */
export function lowStockLines(p: LowStock): string[] {
  const head = translate(alerts.lowHead, { low: p.low, out: p.out_of_stock });
  // The catalogue's names already carry the strength ("Emzor Paracetamol 500mg Tablets").
  const offers = p.offers
    .slice(0, SHOWN)
    .map((o) =>
      o.stock === 0
        ? translate(alerts.lowOut, { medicine: o.medicine, minimum: o.minimum })
        : translate(alerts.lowStock, { medicine: o.medicine, stock: o.stock, minimum: o.minimum }),
    );
  const more = p.low > SHOWN ? [translate(alerts.lowMore, { count: p.low - SHOWN })] : [];
  return [head, ...offers, ...more];
}

/** "3 hours", "1 day 2 hours": how long an order has waited. */
export function waitedFor(since: string, now = Date.now()): string {
  const hours = Math.floor((now - Date.parse(since)) / 3_600_000);
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  if (days === 0) return translate(alerts.hours, { hours });
  return rest ? translate(alerts.daysHours, { days, hours: rest }) : translate(alerts.days, { days });
}

/** A dead letter: what it was (the subject, or the start of the SMS), to whom, when it was given up and why. */
export function deadMessageRow(m: DeadMessage) {
  const sms = m.channel === 'sms';
  const start = m.body.length > 60 ? `${m.body.slice(0, 57)}...` : m.body;
  const to = sms ? formatPhone(m.recipient) : m.recipient || translate(alerts.noAddress);
  // A message with no attempt was never sendable (no confirmed address): it is recorded, not retried.
  const when = m.attempts === 0
    ? translate(alerts.notSent, { when: formatDateTime(m.dead_at) })
    : translate(alerts.givenUp, { when: formatDateTime(m.dead_at), tries: m.attempts, since: formatDateTime(m.created_at) });
  return {
    key: `queue-${m.id}`,
    // What the message said is data, in the language it was sent in.
    title: sms ? translate(alerts.smsStart, { start }) : m.subject,
    lines: [
      translate(sms ? alerts.smsTo : alerts.emailTo, { to, when }),
      m.error,
    ],
  };
}
