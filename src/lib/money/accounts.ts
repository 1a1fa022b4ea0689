// Payout accounts, the one module for them: the caller's account (my_payout_account) and the
// payout-accounts edge function, which lists the banks (Paystack's List Banks), resolves an account's
// name and saves it as a transfer recipient. Whether the name matches, the 24-hour hold after a
// change and the password check are the server's. Online only.
import { loadSupabase } from '@/lib/auth/client';

export type PayeeKind = 'pharmacy' | 'doctor' | 'rider';

export interface PayoutAccount {
  id: string;
  payee_kind: PayeeKind;
  bank_code: string;
  bank_name: string;
  account_masked: string;
  account_name: string;
  expected_name: string;
  status: 'active' | 'needs_approval' | 'refused';
  refusal_reason: string | null;
  held_until: string | null;
  held: boolean;
  updated_at: string;
}

/** The caller's account (number masked), or null when they have none yet. */
export async function fetchPayoutAccount(): Promise<PayoutAccount | null> {
  const { data, error, status } = await (await loadSupabase()).rpc('my_payout_account');
  // No answer at all is a network failure (status 0), which may show the copy saved on the device.
  if (error) throw Object.assign(new Error(error.message), { status });
  return (data as PayoutAccount | null) ?? null;
}

/** An error of the payout-accounts function, with the field it is about when there is one. */
export class FieldError extends Error {
  constructor(message: string, readonly field?: string) {
    super(message);
    this.name = 'FieldError';
  }
}

async function accounts<T>(body: Record<string, unknown>): Promise<T> {
  const { data, error } = await (await loadSupabase()).functions.invoke('payout-accounts', { body });
  if (error) {
    const answer = (await (error as { context?: Response }).context?.json?.().catch(() => null)) as { error?: string; field?: string } | null;
    throw new FieldError(answer?.error ?? 'The payout service did not answer. Check your connection and try again.', answer?.field);
  }
  return data as T;
}

export interface Bank {
  name: string;
  code: string;
}

export const listBanks = () => accounts<{ banks: Bank[] }>({ action: 'banks' }).then((a) => a.banks);

export const resolveAccount = (bankCode: string, accountNumber: string) =>
  accounts<{ account_name: string; bank_name: string }>({ action: 'resolve', bank_code: bankCode, account_number: accountNumber });

export const savePayoutAccount = (bankCode: string, accountNumber: string, password?: string) =>
  accounts<{ account: PayoutAccount }>({ action: 'save', bank_code: bankCode, account_number: accountNumber, password }).then((a) => a.account);
