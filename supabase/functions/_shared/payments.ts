// payment-initialize and payment-verify. The amount, the e-mail and the reference come from the
// database (order_payment for a checkout, consultation_payment for a consultation fee, run as the
// caller), never from the request; Paystack's answers are applied by settle_payment as the service role.
import { CHANNELS, paystack, type PaystackSettings } from './paystack.ts';
import { bearer, json, preflight, rpc, select, type ProjectSettings } from './rest.ts';

export interface PaymentSettings {
  project: ProjectSettings;
  paystack: PaystackSettings;
  /** Where Paystack sends the person back when the request names no allowed address. */
  siteUrl: string;
  /** Origins a request may ask to return to; `http://127.0.0.1:*` allows any port. */
  returnOrigins: string[];
}

interface PaymentJson {
  reference: string;
  status: string;
  amount_kobo: number;
  currency: string;
  email: string;
  authorization_url: string | null;
  idempotency_key: string;
  orders: { reference: string }[];
  consultation_id?: string;
  /** A saved-card charge under way: no checkout is opened for it. */
  card_charge?: boolean;
}

// Orders and consultation fees alike come back to the one payment page.
const RETURN_PATH = '/orders/payment';

/** The return address: the requested one when its origin is allowed, else the site's. */
export function returnUrl(settings: Pick<PaymentSettings, 'siteUrl' | 'returnOrigins'>, requested: unknown): string {
  const fallback = `${settings.siteUrl.replace(/\/$/, '')}${RETURN_PATH}`;
  if (typeof requested !== 'string') return fallback;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return fallback;
  }
  const allowed = [settings.siteUrl, ...settings.returnOrigins].some((origin) => {
    const wildcard = /^(https?:\/\/[^/:]+):\*$/.exec(origin);
    if (wildcard) return `${url.protocol}//${url.hostname}` === wildcard[1];
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
  return allowed ? `${url.origin}${RETURN_PATH}` : fallback;
}

async function body(req: Request): Promise<Record<string, unknown>> {
  const parsed = await req.json().catch(() => null);
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}

export function createInitializeHandler(settings: PaymentSettings) {
  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return preflight();
    if (req.method !== 'POST') return json(405, { error: 'Use POST' });
    const token = bearer(req);
    if (!token || token === settings.project.anonKey) return json(401, { error: 'Sign in to pay' });
    const input = await body(req);
    const key = typeof input.idempotency_key === 'string' ? input.idempotency_key : '';
    const consultation = typeof input.consultation_id === 'string' ? input.consultation_id : null;
    const ask = () => consultation
      ? rpc<PaymentJson>(settings.project, 'consultation_payment', { p_consultation_id: consultation }, token)
      : rpc<PaymentJson>(settings.project, 'order_payment', { p_idempotency_key: key }, token);
    const current = await ask();
    if (current.error || !current.data) {
      return json(current.status === 401 ? 401 : 400, { error: current.error?.message ?? 'No such checkout' });
    }
    const payment = current.data;
    if (payment.status !== 'pending' || payment.authorization_url || payment.card_charge) return json(200, { payment });

    const callback = returnUrl(settings, input.return_url);
    const metadata = consultation
      ? { purpose: 'consultation', consultation }
      : { purpose: 'orders', checkout: payment.idempotency_key, orders: payment.orders.map((o) => o.reference) };
    const started = await paystack<{ authorization_url: string; reference: string }>(settings.paystack, 'POST', '/transaction/initialize', {
      email: payment.email,
      amount: payment.amount_kobo,
      currency: payment.currency,
      reference: payment.reference,
      callback_url: callback,
      channels: CHANNELS,
      metadata: {
        ...metadata,
        cancel_action: `${callback}?reference=${encodeURIComponent(payment.reference)}`,
      },
    });
    if (!started.ok || !started.data?.authorization_url) {
      // Two tabs at once: the other one's address may be in by now.
      const again = await ask();
      if (again.data?.authorization_url) return json(200, { payment: again.data });
      return json(502, { error: `The payment could not be started: ${started.message}` });
    }
    const saved = await rpc(settings.project, 'payment_initialized', {
      p_reference: payment.reference,
      p_authorization_url: started.data.authorization_url,
    }, settings.project.serviceRoleKey);
    if (saved.error) return json(500, { error: 'The payment could not be recorded' });
    return json(200, { payment: { ...payment, authorization_url: started.data.authorization_url } });
  };
}

export function createVerifyHandler(settings: PaymentSettings) {
  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return preflight();
    if (req.method !== 'POST') return json(405, { error: 'Use POST' });
    const token = bearer(req);
    if (!token || token === settings.project.anonKey) return json(401, { error: 'Sign in to see this payment' });
    const input = await body(req);
    const reference = typeof input.reference === 'string' ? input.reference : '';
    if (!/^[A-Za-z0-9.=-]{8,100}$/.test(reference)) return json(400, { error: 'No such payment' });
    const columns = 'reference,status,amount_kobo,currency,refunded_kobo,failure_reason,idempotency_key,consultation_id,paid_at';
    const read = () => select<Record<string, unknown>[]>(settings.project, `payments?reference=eq.${reference}&select=${columns}`, token);
    const mine = await read();
    if (mine.error || !mine.data?.length) return json(404, { error: 'No such payment' });
    if (mine.data[0]!.status === 'pending') {
      const verified = await paystack<Record<string, unknown>>(settings.paystack, 'GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      if (verified.ok && verified.data) {
        const settled = await rpc(settings.project, 'settle_payment', { p_source: 'verify', p_event: 'verify', p_data: verified.data },
          settings.project.serviceRoleKey);
        if (settled.error) return json(500, { error: 'The payment could not be checked' });
      }
    }
    const now = await read();
    return json(200, { payment: now.data?.[0] ?? mine.data[0] });
  };
}
