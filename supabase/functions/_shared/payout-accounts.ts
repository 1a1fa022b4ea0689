// payout-accounts: a pharmacy, doctor or rider lists Nigeria's banks, checks an account number's
// name, and saves the account as a Paystack transfer recipient. The account's name always comes
// from Paystack (Resolve Account Number), never from the request; whether it matches the payee's
// name is decided by the database (save_payout_account), which also refuses a change without the
// password check done here, holds payouts for 24 hours after a change and queues the e-mail.
import { paystack, type PaystackSettings } from './paystack.ts';
import { bearer, json, preflight, rpc, type ProjectSettings } from './rest.ts';

export interface PayoutAccountSettings {
  project: ProjectSettings;
  paystack: PaystackSettings;
}

interface Payee {
  user_id: string;
  email: string;
  kind: 'pharmacy' | 'doctor' | 'rider';
  has_account: boolean;
}

interface Bank {
  name: string;
  code: string;
  active?: boolean;
}

const refuse = (status: number, error: string, field?: string) => json(status, field ? { error, field } : { error });

async function banks(settings: PayoutAccountSettings): Promise<Bank[] | null> {
  const answer = await paystack<Bank[]>(settings.paystack, 'GET', '/bank?country=nigeria&currency=NGN');
  if (!answer.ok || !Array.isArray(answer.data)) return null;
  return answer.data.filter((b) => b.active !== false).map((b) => ({ name: b.name, code: b.code }));
}

async function resolve(settings: PayoutAccountSettings, bankCode: string, accountNumber: string) {
  const query = `account_number=${encodeURIComponent(accountNumber)}&bank_code=${encodeURIComponent(bankCode)}`;
  const answer = await paystack<{ account_name?: string }>(settings.paystack, 'GET', `/bank/resolve?${query}`);
  const name = answer.ok ? answer.data?.account_name?.trim() : '';
  return name || null;
}

/** True when the password signs this address in; the session it makes is ended at once. */
export async function passwordIsRight(project: ProjectSettings, email: string, password: string): Promise<boolean> {
  const doFetch = project.fetch ?? fetch;
  const base = project.supabaseUrl.replace(/\/$/, '');
  const res = await doFetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: project.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json().catch(() => null)) as { access_token?: string } | null;
  if (!res.ok || !body?.access_token) return false;
  await doFetch(`${base}/auth/v1/logout?scope=local`, {
    method: 'POST',
    headers: { apikey: project.anonKey, Authorization: `Bearer ${body.access_token}` },
  }).then((r) => r.arrayBuffer()).catch(() => undefined);
  return true;
}

export function createPayoutAccountsHandler(settings: PayoutAccountSettings) {
  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return preflight();
    if (req.method !== 'POST') return json(405, { error: 'Use POST' });
    const token = bearer(req);
    if (!token || token === settings.project.anonKey || token === settings.project.serviceRoleKey) {
      return refuse(401, 'Sign in to manage your payout account');
    }
    const input = ((await req.json().catch(() => null)) ?? {}) as Record<string, unknown>;
    const payee = await rpc<Payee | null>(settings.project, 'my_payee', {}, token);
    if (payee.status === 401) return refuse(401, 'Sign in to manage your payout account');
    if (payee.error || !payee.data) return refuse(403, 'Only an approved pharmacy, doctor or rider has a payout account');

    if (input.action === 'banks') {
      const list = await banks(settings);
      return list ? json(200, { banks: list }) : refuse(502, 'The list of banks could not be loaded. Try again.');
    }
    const bankCode = typeof input.bank_code === 'string' ? input.bank_code.trim() : '';
    const accountNumber = typeof input.account_number === 'string' ? input.account_number.replace(/\s+/g, '') : '';
    if (input.action !== 'resolve' && input.action !== 'save') return refuse(400, 'Unknown action');
    if (!/^[0-9A-Za-z]{2,12}$/.test(bankCode)) return refuse(400, 'Choose your bank', 'bank_code');
    if (!/^[0-9]{10}$/.test(accountNumber)) return refuse(400, 'An account number is 10 digits', 'account_number');

    if (input.action === 'save' && payee.data.has_account) {
      const password = typeof input.password === 'string' ? input.password : '';
      if (!password) return refuse(400, 'Enter your password to change your payout account', 'password');
      if (!(await passwordIsRight(settings.project, payee.data.email, password))) {
        return refuse(400, 'That password is not right', 'password');
      }
    }
    const bank = (await banks(settings))?.find((b) => b.code === bankCode);
    if (!bank) return refuse(400, 'Choose your bank from the list', 'bank_code');
    const accountName = await resolve(settings, bankCode, accountNumber);
    if (!accountName) return refuse(400, 'This account number was not found at this bank', 'account_number');
    if (input.action === 'resolve') return json(200, { account_name: accountName, bank_name: bank.name });

    const recipient = await paystack<{ recipient_code?: string }>(settings.paystack, 'POST', '/transferrecipient', {
      type: 'nuban', name: accountName, account_number: accountNumber, bank_code: bankCode, currency: 'NGN',
      metadata: { payee_kind: payee.data.kind },
    });
    if (!recipient.ok || !recipient.data?.recipient_code) return refuse(502, `Paystack did not accept this account: ${recipient.message}`);
    const saved = await rpc<Record<string, unknown>>(settings.project, 'save_payout_account', {
      p_user: payee.data.user_id, p_bank_code: bankCode, p_bank_name: bank.name, p_account_number: accountNumber,
      p_account_name: accountName, p_recipient_code: recipient.data.recipient_code, p_password_checked: payee.data.has_account,
    }, settings.project.serviceRoleKey);
    if (saved.error) {
      const field = saved.error.hint === 'password' || saved.error.hint === 'account_number' ? saved.error.hint : undefined;
      return refuse(field ? 400 : 500, field ? saved.error.message : 'The payout account could not be saved', field);
    }
    // The change e-mail is in the message queue; the scheduled sender sends it.
    return json(200, { account: saved.data });
  };
}
