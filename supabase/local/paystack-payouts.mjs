// The stand-in's payout endpoints: banks, account resolution, transfer recipients and transfers.
// A transfer is queued ('pending') and, after a short delay, succeeds and sends a signed
// transfer.success webhook; a test can make a recipient's transfers fail (transfer.failed) or
// succeed and then come back (transfer.success, then transfer.reversed), and can replay a
// transfer's webhook. Account names resolve to `TEST ACCOUNT 1234` unless a name was set for the
// number (the demo numbers below, or `accountNames.set(number, name)` in a test).
import { randomBytes } from 'node:crypto';
import { sendJson } from './http.mjs';

const BANKS = [
  { name: 'Access Bank', code: '044' }, { name: 'First Bank of Nigeria', code: '011' },
  { name: 'Guaranty Trust Bank', code: '058' }, { name: 'United Bank For Africa', code: '033' },
  { name: 'Zenith Bank', code: '057' }, { name: 'Opay', code: '999992' }, { name: 'Moniepoint MFB', code: '50515' },
].map((b, i) => ({ id: i + 1, slug: b.name.toLowerCase().replace(/\W+/g, '-'), longcode: '', country: 'Nigeria', currency: 'NGN', type: 'nuban', active: true, ...b }));

// Numbers whose holders match the seeded demo accounts, for trying payouts by hand.
const DEMO_NAMES = [
  ['0123456789', 'MAGANI DEMO PHARMACY LTD'],
  ['0234567891', 'CHIDI OKAFOR'],
  ['0345678912', 'DAYO RIDER'],
];

const TRANSFER_REF = /^[a-z0-9_-]{1,100}$/;

/**
 * @param {{ sendWebhook: (event: string, data: any) => Promise<void>, later: (ms: number, fn: () => void) => void, delayMs?: number }} deps
 */
export function createPayouts(deps) {
  const recipients = new Map();
  /** @type {Map<string, any>} by reference */
  const transfers = new Map();
  const accountNames = new Map(DEMO_NAMES);
  /** recipient_code -> { outcome: 'failed' | 'reversed', reason } for the next transfers to it */
  const outcomes = new Map();
  let nextId = 5100000;

  const publicTransfer = (t) => ({
    id: t.id, domain: 'test', amount: t.amount, currency: 'NGN', reference: t.reference, source: 'balance', reason: t.reason,
    status: t.status, transfer_code: t.transfer_code, failures: t.failures, gateway_response: t.gateway_response ?? null,
    recipient: recipients.get(t.recipient), createdAt: t.createdAt, updatedAt: new Date().toISOString(),
  });

  function finish(t) {
    const wanted = outcomes.get(t.recipient);
    if (wanted?.outcome === 'failed') {
      t.status = 'failed';
      t.gateway_response = wanted.reason;
      t.failures = { reason: wanted.reason };
      return void deps.sendWebhook('transfer.failed', publicTransfer(t));
    }
    t.status = 'success';
    void deps.sendWebhook('transfer.success', publicTransfer(t));
    if (wanted?.outcome === 'reversed') {
      deps.later(deps.delayMs ?? 300, () => {
        t.status = 'reversed';
        t.gateway_response = wanted.reason;
        void deps.sendWebhook('transfer.reversed', publicTransfer(t));
      });
    }
  }

  /** Answers a payout request; false when the path is not one of these. */
  function handle(req, res, path, url, body) {
    const reply = (status, data) => (sendJson(res, status, data), true);
    const fail = (status, message) => reply(status, { status: false, message });
    if (req.method === 'GET' && path === '/bank') {
      return reply(200, { status: true, message: 'Banks retrieved', data: BANKS });
    }
    if (req.method === 'GET' && path === '/bank/resolve') {
      const account = url.searchParams.get('account_number') ?? '';
      const bank = BANKS.find((b) => b.code === url.searchParams.get('bank_code'));
      if (!/^[0-9]{10}$/.test(account) || !bank) return fail(422, 'Could not resolve account name. Check parameters or try again.');
      return reply(200, { status: true, message: 'Account number resolved',
        data: { account_number: account, account_name: accountNames.get(account) ?? `TEST ACCOUNT ${account.slice(-4)}`, bank_id: bank.id } });
    }
    if (req.method === 'POST' && path === '/transferrecipient') {
      const bank = BANKS.find((b) => b.code === body.bank_code);
      if (body.type !== 'nuban' || !bank || !/^[0-9]{10}$/.test(String(body.account_number ?? ''))) {
        return fail(400, 'Invalid recipient details');
      }
      const code = `RCP_${randomBytes(6).toString('hex')}`;
      const recipient = { recipient_code: code, type: 'nuban', name: body.name ?? `TEST ACCOUNT ${body.account_number.slice(-4)}`,
        currency: 'NGN', active: true, details: { account_number: body.account_number, account_name: accountNames.get(body.account_number) ?? null,
          bank_code: bank.code, bank_name: bank.name } };
      recipients.set(code, recipient);
      return reply(201, { status: true, message: 'Transfer recipient created successfully', data: recipient });
    }
    if (req.method === 'POST' && path === '/transfer') {
      const amount = Number(body.amount);
      if (body.source !== 'balance') return fail(400, 'Invalid transfer source');
      if (!recipients.has(body.recipient) || !Number.isInteger(amount) || amount <= 0) return fail(400, 'Invalid transfer');
      const reference = body.reference ?? `trf-${randomBytes(8).toString('hex')}`;
      if (!TRANSFER_REF.test(reference)) return fail(400, 'Invalid reference: lowercase letters, digits, - and _ only');
      if (transfers.has(reference)) return fail(400, 'Duplicate Transfer Reference');
      const t = { id: nextId++, amount, reference, reason: body.reason ?? null, recipient: body.recipient, status: 'pending',
        transfer_code: `TRF_${randomBytes(6).toString('hex')}`, failures: null, createdAt: new Date().toISOString() };
      transfers.set(reference, t);
      deps.later(deps.delayMs ?? 300, () => finish(t));
      return reply(200, { status: true, message: 'Transfer has been queued', data: publicTransfer(t) });
    }
    const verify = /^\/transfer\/verify\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && verify) {
      const t = transfers.get(decodeURIComponent(verify[1]));
      if (!t) return fail(404, 'Transfer not found');
      return reply(200, { status: true, message: 'Transfer retrieved', data: publicTransfer(t) });
    }
    return false;
  }

  return {
    handle,
    transfers,
    accountNames,
    /** The next transfers to this recipient fail, or succeed and are then reversed, with this reason. */
    setOutcome(recipientCode, outcome, reason) {
      if (outcome === 'success') outcomes.delete(recipientCode);
      else outcomes.set(recipientCode, { outcome, reason });
    },
    /** Sends a transfer's current webhook again (transfer.success, .failed or .reversed). */
    resendTransfer(reference) {
      const t = transfers.get(reference);
      if (!t || t.status === 'pending') return Promise.resolve();
      return deps.sendWebhook(`transfer.${t.status}`, publicTransfer(t));
    },
  };
}
