// What the alerts say, as plain text: kept apart from the API so it can be tested alone.
import { formatDateTime } from '@/lib/format';
import { formatPhone } from '@/lib/format-phone';
import type { DeadMessage, LowStock } from '@/features/admin/alerts/alerts-api';

const statusLabels: Record<string, string> = {
  placed: 'Waiting for the pharmacy',
  confirmed: 'Confirmed',
  preparing: 'Being prepared',
  ready: 'Ready for pickup',
  picked_up: 'Picked up',
  out_for_delivery: 'Out for delivery',
};
export const orderStatusLabel = (status: string) => statusLabels[status] ?? status;

const SHOWN = 3;

/** What a pharmacy's low-stock alert says: the counts, then its lowest offers, then how many more. */
export function lowStockLines(p: LowStock): string[] {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const head = `${plural(p.low, 'offer', 'offers')} at or under minimum stock · ${p.out_of_stock} out of stock`;
  const offers = p.offers.slice(0, SHOWN).map((o) => {
    // The catalogue's names already carry the strength ("Emzor Paracetamol 500mg Tablets").
    return `${o.medicine}: ${o.stock === 0 ? 'out of stock' : `${o.stock} in stock`} · minimum ${o.minimum}`;
  });
  const more = p.low > SHOWN ? [`and ${p.low - SHOWN} more`] : [];
  return [head, ...offers, ...more];
}

/** "3 hours", "1 day 2 hours": how long an order has waited. */
export function waitedFor(since: string, now = Date.now()): string {
  const hours = Math.floor((now - Date.parse(since)) / 3_600_000);
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (days === 0) return part(hours, 'hour');
  return rest ? `${part(days, 'day')} ${part(rest, 'hour')}` : part(days, 'day');
}

/** A dead letter: what it was (the subject, or the start of the SMS), to whom, when it was given up and why. */
export function deadMessageRow(m: DeadMessage) {
  const sms = m.channel === 'sms';
  const start = m.body.length > 60 ? `${m.body.slice(0, 57)}...` : m.body;
  const tries = `${m.attempts} ${m.attempts === 1 ? 'try' : 'tries'}`;
  const to = sms ? formatPhone(m.recipient) : m.recipient || 'an account without an e-mail address';
  // A message with no attempt was never sendable (no confirmed address): it is recorded, not retried.
  const when = m.attempts === 0
    ? `not sent ${formatDateTime(m.dead_at)}`
    : `given up ${formatDateTime(m.dead_at)} after ${tries} since ${formatDateTime(m.created_at)}`;
  return {
    key: `queue-${m.id}`,
    title: sms ? `SMS: ${start}` : m.subject,
    lines: [
      `${sms ? 'SMS' : 'E-mail'} to ${to} · ${when}`,
      m.error,
    ],
  };
}
