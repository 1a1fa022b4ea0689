// Refill reminders: the patient's own, read and changed only through the database functions
// (set_refill_reminder, my_refill_reminders, cancel_refill_reminder), which check the order, the
// interval and the channel. A refusal carries the field it concerns (OrderError.hint).
import * as v from 'valibot';
import { rpc } from '@/lib/orders/api';

export const REFILL_CHANNELS = ['sms', 'email', 'push'] as const;
export type RefillChannel = (typeof REFILL_CHANNELS)[number];
export const channelLabels: Record<RefillChannel, string> = { sms: 'SMS', email: 'E-mail', push: 'push notification' };

const ReminderSchema = v.object({
  id: v.string(),
  order_id: v.string(),
  reference: v.string(),
  pharmacy_name: v.string(),
  items: v.array(v.object({ name: v.string(), quantity: v.number() })),
  interval_days: v.number(),
  channel: v.picklist(REFILL_CHANNELS),
  next_due_at: v.string(),
  last_sent_at: v.nullable(v.string()),
});
export type RefillReminder = v.InferOutput<typeof ReminderSchema>;

export const myRefillReminders = async (): Promise<RefillReminder[]> =>
  v.parse(v.array(ReminderSchema), await rpc('my_refill_reminders'));

export const setRefillReminder = async (orderId: string, days: number, channel: RefillChannel): Promise<RefillReminder> =>
  v.parse(ReminderSchema, await rpc('set_refill_reminder', { p_order_id: orderId, p_interval_days: days, p_channel: channel }));

export const cancelRefillReminder = (id: string) => rpc('cancel_refill_reminder', { p_id: id });

/** What the interval field holds, as a whole number of days 1-180, or the message to show next to it. */
export function readDays(text: string): { days: number } | { error: string } {
  const t = text.trim();
  if (!/^\d{1,3}$/.test(t) || Number(t) < 1 || Number(t) > 180) return { error: 'Choose a number of days from 1 to 180' };
  return { days: Number(t) };
}
