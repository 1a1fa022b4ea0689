// The stand-in's payout endpoints (for paying pharmacies later): banks, account resolution,
// transfer recipients and transfers. Transfers succeed at once; nothing is sent anywhere.
import { randomBytes } from 'node:crypto';
import { sendJson } from './http.mjs';

const BANKS = [
  { name: 'Access Bank', code: '044' }, { name: 'First Bank of Nigeria', code: '011' },
  { name: 'Guaranty Trust Bank', code: '058' }, { name: 'United Bank For Africa', code: '033' },
  { name: 'Zenith Bank', code: '057' }, { name: 'Opay', code: '999992' }, { name: 'Moniepoint MFB', code: '50515' },
].map((b, i) => ({ id: i + 1, slug: b.name.toLowerCase().replace(/\W+/g, '-'), longcode: '', country: 'Nigeria', currency: 'NGN', type: 'nuban', active: true, ...b }));

const recipients = new Map();

/** Answers a payout request; false when the path is not one of these. */
export function handlePayouts(req, res, path, url, body) {
  const reply = (status, body) => (sendJson(res, status, body), true);
  const fail = (status, message) => reply(status, { status: false, message });
  if (req.method === 'GET' && path === '/bank') {
    return reply(200, { status: true, message: 'Banks retrieved', data: BANKS });
  }
  if (req.method === 'GET' && path === '/bank/resolve') {
    const account = url.searchParams.get('account_number') ?? '';
    const bank = BANKS.find((b) => b.code === url.searchParams.get('bank_code'));
    if (!/^[0-9]{10}$/.test(account) || !bank) return fail(422, 'Could not resolve account name. Check parameters or try again.');
    return reply(200, { status: true, message: 'Account number resolved',
      data: { account_number: account, account_name: `TEST ACCOUNT ${account.slice(-4)}`, bank_id: bank.id } });
  }
  if (req.method === 'POST' && path === '/transferrecipient') {
    const bank = BANKS.find((b) => b.code === body.bank_code);
    if (body.type !== 'nuban' || !bank || !/^[0-9]{10}$/.test(String(body.account_number ?? ''))) {
      return fail(400, 'Invalid recipient details');
    }
    const code = `RCP_${randomBytes(6).toString('hex')}`;
    const recipient = { recipient_code: code, type: 'nuban', name: body.name ?? `TEST ACCOUNT ${body.account_number.slice(-4)}`,
      currency: 'NGN', details: { account_number: body.account_number, bank_code: bank.code, bank_name: bank.name } };
    recipients.set(code, recipient);
    return reply(201, { status: true, message: 'Transfer recipient created successfully', data: recipient });
  }
  if (req.method === 'POST' && path === '/transfer') {
    const amount = Number(body.amount);
    if (!recipients.has(body.recipient) || !Number.isInteger(amount) || amount <= 0) return fail(400, 'Invalid transfer');
    return reply(200, { status: true, message: 'Transfer has been queued', data: { transfer_code: `TRF_${randomBytes(6).toString('hex')}`,
      amount, currency: 'NGN', reference: body.reference ?? null, recipient: body.recipient, status: 'success' } });
  }
  return false;
}
