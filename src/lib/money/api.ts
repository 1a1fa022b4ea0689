// The money reads: balances and statements from the ledger (my_earnings, my_statement) and payouts
// (a table readable by its payee and admins). Payout accounts are in ./accounts. Every figure
// comes from these answers; the server decides what is owed, paid and allowed.
import { loadSupabase } from '@/lib/auth/client';
import { raise, rpc } from '@/lib/orders/api';

import type { PayeeKind } from '@/lib/money/accounts';

export type { PayeeKind };

export interface Rates {
  pharmacy_commission_pct: number;
  rider_share_pct: number;
  doctor_commission_pct: number;
  effective_from: string;
  reason: string;
}

export interface Earnings {
  kind: PayeeKind;
  balance_kobo: number;
  available_kobo: number;
  pending_kobo: number;
  cash_held_kobo: number | null;
  cash_limit_kobo: number | null;
  pickups_blocked: boolean | null;
  next_payout_at: string;
  rates: Rates;
}

export interface StatementLine {
  at: string;
  type: string;
  cause: string;
  reference: string;
  memo: string | null;
  account: string;
  amount_kobo: number;
}

export interface StatementTotals {
  earnings_kobo: number;
  commission_kobo: number;
  refunds_kobo: number;
  payouts_kobo: number;
  cash_kept_kobo: number;
  adjustments_kobo: number;
  net_kobo: number;
  cash_collected_kobo: number;
  cash_handed_over_kobo: number;
}

export interface Statement {
  kind: PayeeKind;
  week_start: string;
  from: string;
  to: string;
  opening_kobo: number;
  closing_kobo: number;
  lines: StatementLine[];
  totals: StatementTotals;
}

export type PayoutStatus = 'pending' | 'sending' | 'sent' | 'paid' | 'failed' | 'reversed';

export interface Payout {
  id: number;
  reference: string;
  week: string;
  payee_kind: PayeeKind;
  bank_name: string;
  account_last4: string;
  amount_kobo: number;
  status: PayoutStatus;
  failure_reason: string | null;
  created_at: string;
  settled_at: string | null;
}

export const fetchEarnings = () => rpc<Earnings>('my_earnings');

/** One week's statement; `weekStart` is any day of that week (yyyy-mm-dd, Lagos). */
export const fetchStatement = (weekStart: string) => rpc<Statement>('my_statement', { p_week_start: weekStart });

const PAYOUT_COLUMNS = 'id, reference, week, payee_kind, bank_name, account_last4, amount_kobo, status, failure_reason, created_at, settled_at';

/** The caller's payouts, newest first (an admin reads everyone's). */
export async function fetchPayouts(limit = 20): Promise<Payout[]> {
  const { data, error, status } = await (await loadSupabase())
    .from('payouts')
    .select(PAYOUT_COLUMNS)
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) raise(error, status);
  return (data ?? []) as Payout[];
}
