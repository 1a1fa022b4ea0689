import { loadSupabase } from '@/lib/auth/client';
import { fetchApplications, type Application } from '@/features/admin/approvals/approvals-api';

/** A queued SMS or e-mail that failed for 24 hours of retries (a dead letter). */
export type DeadMessage = {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
  error: string | null;
  attempts: number;
  created_at: string;
  dead_at: string;
};
export type LowOffer = { offer_id: string; medicine: string; strength: string | null; stock: number; minimum: number };
/** One pharmacy with offers at or under their minimum stock, its lowest first. */
export type LowStock = { pharmacy_id: string; pharmacy: string; state: string | null; low: number; out_of_stock: number; offers: LowOffer[] };
export type StuckOrder = { order_id: string; reference: string; status: string; pharmacy: string; state: string; since: string };
export type Alerts = { dead: DeadMessage[]; overdue: Application[]; lowStock: LowStock[]; stuck: StuckOrder[] };

const DAY2 = 48 * 60 * 60 * 1000;

/**
 * Queued SMS and e-mails that failed for 24 hours or could not be sent at all (admin_dead_messages),
 * applications waiting for more than 48 hours, and from public.admin_operations_alerts (admins only): offers at or under their minimum stock in every
 * pharmacy, and open orders with nothing happening for over 2 hours.
 */
export async function fetchAlerts(now = Date.now()): Promise<Alerts> {
  const supabase = await loadSupabase();
  const [pending, operations, dead] = await Promise.all([
    fetchApplications('pending'),
    supabase.rpc('admin_operations_alerts'),
    supabase.rpc('admin_dead_messages'),
  ]);
  const error = operations.error ?? dead.error;
  if (error) throw new Error(error.message);
  const ops = operations.data as { low_stock: LowStock[]; stuck: StuckOrder[] };
  return {
    dead: dead.data as DeadMessage[],
    overdue: pending.filter((a) => now - Date.parse(a.submitted_at) > DAY2),
    lowStock: ops.low_stock,
    stuck: ops.stuck,
  };
}
