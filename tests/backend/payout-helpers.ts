// Shared set-up for the payout tests: the payout-accounts function as a screen calls it, a payee
// account at the Paystack stand-in, money owed to a payee, and waiting for a webhook's effect.
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { signedIn, type LocalBackend } from './helpers';

export interface PayoutAccountJson {
  id: string;
  status: string;
  held: boolean;
  held_until: string | null;
  account_masked: string;
  account_name: string;
  expected_name: string;
  bank_name: string;
}

export interface PayoutAccountsAnswer {
  error?: string;
  field?: string;
  account?: PayoutAccountJson;
  banks?: { name: string; code: string }[];
  account_name?: string;
  bank_name?: string;
}

export async function callPayoutAccounts(backend: LocalBackend, client: SupabaseClient, body: Record<string, unknown>) {
  const { data: { session } } = await client.auth.getSession();
  const res = await fetch(`${backend.url}/functions/v1/payout-accounts`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session?.access_token}`, apikey: backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as PayoutAccountsAnswer };
}

let numbers = 0;
/** A new account number whose holder Paystack's stand-in names `name`. */
export function bankAccount(backend: LocalBackend, name: string) {
  numbers += 1;
  const number = `70${String(Date.now() % 1e6).padStart(6, '0')}${String(numbers).padStart(2, '0')}`;
  backend.paystack.accountNames.set(number, name);
  return number;
}

/** Signs in a seeded pharmacy and saves a matching payout account; returns its payee id and recipient. */
export async function pharmacyWithAccount(backend: LocalBackend, email: string, accountName: string) {
  const { client, user } = await signedIn(backend, email);
  const saved = await callPayoutAccounts(backend, client, { action: 'save', bank_code: '058', account_number: bankAccount(backend, accountName) });
  expect(saved.body.account?.status).toBe('active');
  const [row] = await backend.sql(`select payee_id::text, recipient_code from public.payout_accounts where user_id = $1`, [user.id]);
  return { client, user, email, payeeId: row!.payee_id as string, recipient: row!.recipient_code as string };
}

let adjustments = 0;
/** Credits a payee with `kobo` in the ledger (an admin adjustment), as delivered orders would. */
export async function earn(backend: LocalBackend, kind: string, owner: string, kobo: number) {
  adjustments += 1;
  await backend.sql(`select private.ledger_post('adjustment', $1, $2::jsonb, 'test earnings')`, [
    `test-earnings-${Date.now()}-${adjustments}`,
    JSON.stringify([{ kind, owner, amount: -kobo }, { kind: 'adjustments', owner: null, amount: kobo }]),
  ]);
}

export async function available(backend: LocalBackend, kind: string, owner: string) {
  return Number((await backend.sql(`select private.payee_available($1, $2::uuid)::bigint as n`, [kind, owner]))[0]!.n);
}

export async function payoutsOf(backend: LocalBackend, owner: string) {
  return backend.sql<{ reference: string; amount_kobo: number; status: string; failure_reason: string | null }>(
    `select reference, amount_kobo::int, status, failure_reason from public.payouts where payee_id = $1 order by id`, [owner]);
}

/** Ledger entries of a cause for a reference: how many times it was posted. */
export async function entries(backend: LocalBackend, cause: string, reference: string) {
  return Number((await backend.sql(`select count(*)::int as n from private.ledger_entries where cause = $1 and reference = $2`, [cause, reference]))[0]!.n);
}

export async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
