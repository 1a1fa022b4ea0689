// The admin's finance reads and actions: admin_finance (weeks, balances, riders' cash, rates,
// adjustments), new commission rates, and payout accounts whose name waits for approval.
import { loadSupabase } from '@/lib/auth/client';
import { raise, rpc } from '@/lib/orders/api';
import type { PayoutAccount } from '@/lib/money/accounts';
import type { Rates } from '@/lib/money/api';

export interface FinanceWeek {
  week_start: string;
  gross_kobo: number;
  commission_kobo: number;
  refunds_kobo: number;
  refunds_sent_kobo: number;
  earnings_reversed_kobo: number;
  payouts_sent_kobo: number;
  payouts_failed_kobo: number;
  payouts_settled_kobo: number;
  cash_collected_kobo: number;
  cash_handed_over_kobo: number;
  adjustments_kobo: number;
}

export interface Finance {
  weeks: FinanceWeek[];
  now: {
    owed_to_pharmacies_kobo: number;
    owed_to_doctors_kobo: number;
    owed_to_riders_kobo: number;
    payouts_waiting_kobo: number;
    payouts_in_transit_kobo: number;
    riders_cash_held_kobo: number;
    commission_total_kobo: number;
    refunds_owed_kobo: number;
  };
  riders_holding_cash: { rider_user_id: string; full_name: string | null; cash_held_kobo: number; pickups_blocked: boolean }[];
  cash_limit_kobo: number;
  rates: Rates;
  rate_changes: (Rates & { id: number; set_at: string; set_by: string | null })[];
  adjustments: { at: string; reason: string; kind: string; owner: string; owner_name: string | null; amount_kobo: number; by: string | null }[];
}

export const fetchFinance = (weeks = 8) => rpc<Finance>('admin_finance', { p_weeks: weeks });

export interface NewRates {
  pharmacy: number;
  rider: number;
  doctor: number;
  reason: string;
}

export const setRates = (r: NewRates) =>
  rpc('set_commission_rates', { p_pharmacy_pct: r.pharmacy, p_rider_pct: r.rider, p_doctor_pct: r.doctor, p_reason: r.reason });

/** Payout accounts whose bank name did not match the payee's: nothing is paid until approved. */
export async function fetchAccountsAwaitingApproval(): Promise<PayoutAccount[]> {
  const { data, error, status } = await (await loadSupabase())
    .from('payout_accounts')
    .select('id, payee_kind, bank_code, bank_name, account_last4, account_name, expected_name, status, held_until, updated_at')
    .eq('status', 'needs_approval')
    .order('updated_at');
  if (error) raise(error, status);
  return (data ?? []).map((a) => ({ ...a, account_masked: `******${a.account_last4 as string}`, held: false }) as unknown as PayoutAccount);
}

export const approvePayoutAccount = (id: string) => rpc<PayoutAccount>('admin_approve_payout_account', { p_account_id: id });

/** Refuses an account waiting for approval; the payee is told the reason (5 to 300 characters). */
export const refusePayoutAccount = (id: string, reason: string) =>
  rpc<PayoutAccount>('admin_refuse_payout_account', { p_account_id: id, p_reason: reason });

export interface Handover {
  id: string;
  amount_kobo: number;
  replayed: boolean;
  cash_held_kobo: number;
}

/**
 * Records cash a rider handed over to Magani (an admin): the server checks the amount against the
 * cash the ledger says they hold. `requestId` makes a repeat of the same request record it once.
 */
export const recordCashHandover = (riderUserId: string, amountKobo: number, requestId: string, note: string) =>
  rpc<Handover>('record_cash_handover', { p_rider_user_id: riderUserId, p_amount_kobo: amountKobo, p_request_id: requestId, p_note: note || null });
