// Payout accounts through the payout-accounts edge function: the bank list and the account's name
// come from Paystack through the server; whether the name matches, the 24-hour hold after a change
// and the password check are the server's. Online only.
import { loadSupabase } from '@/lib/auth/client';

export interface PayoutAccount {
  id: string;
  bank_name: string;
  bank_code: string;
  account_masked: string;
  account_name: string;
  expected_name: string;
  status: 'active' | 'needs_approval';
  held: boolean;
  held_until: string | null;
}

export interface Bank {
  name: string;
  code: string;
}

/** A refusal with the field it concerns (bank_code, account_number, password), shown next to it. */
export class PayoutAccountError extends Error {
  constructor(message: string, readonly field?: 'bank_code' | 'account_number' | 'password') {
    super(message);
  }
}

const OFFLINE = 'The payout service did not answer. Check your connection and try again.';

async function call<T>(body: Record<string, unknown>): Promise<T> {
  const { data, error } = await (await loadSupabase()).functions.invoke('payout-accounts', { body });
  if (error) {
    const answer = await (error as { context?: Response }).context?.json?.().catch(() => null);
    throw new PayoutAccountError(answer?.error ?? OFFLINE, answer?.field);
  }
  return data as T;
}

/** The signed-in payee's account (number masked), or null when they have none yet. */
export async function myPayoutAccount(): Promise<PayoutAccount | null> {
  const { data, error } = await (await loadSupabase()).rpc('my_payout_account');
  if (error) throw new PayoutAccountError(OFFLINE);
  return (data as PayoutAccount | null) ?? null;
}

export const listBanks = () => call<{ banks: Bank[] }>({ action: 'banks' }).then((r) => r.banks);

export const resolveAccount = (bankCode: string, accountNumber: string) =>
  call<{ account_name: string }>({ action: 'resolve', bank_code: bankCode, account_number: accountNumber }).then((r) => r.account_name);

export const savePayoutAccount = (input: { bankCode: string; accountNumber: string; password?: string }) =>
  call<{ account: PayoutAccount }>({ action: 'save', bank_code: input.bankCode, account_number: input.accountNumber, password: input.password })
    .then((r) => r.account);
