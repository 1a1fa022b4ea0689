// Online payment through the payment edge functions. The amount, reference and Paystack checkout
// come from the server; the app only asks and then sends the person to Paystack's page.
import { loadSupabase } from '@/lib/auth/client';

export interface PaymentState {
  reference: string;
  status: 'pending' | 'paid' | 'failed' | 'abandoned' | 'partially_refunded' | 'refunded';
  amount_kobo: number;
  failure_reason?: string | null;
  idempotency_key: string;
  authorization_url?: string | null;
  consultation_id?: string | null;
  doctor_name?: string;
  card_charge?: boolean;
}

async function call(name: string, body: Record<string, unknown>): Promise<PaymentState> {
  const { data, error } = await (await loadSupabase()).functions.invoke(name, { body });
  if (error) {
    const answer = await (error as { context?: Response }).context?.json?.().catch(() => null);
    throw new Error(answer?.error ?? 'The payment service did not answer. Check your connection and try again.');
  }
  return (data as { payment: PaymentState }).payment;
}

/** Opens (or reopens) the checkout's Paystack payment and returns where to send the person. */
export const startPayment = (idempotencyKey: string) =>
  call('payment-initialize', { idempotency_key: idempotencyKey, return_url: window.location.origin });

/** Opens (or reopens) the Paystack payment of a completed consultation's fee; sends the person there. */
export async function goToConsultationPayment(consultationId: string): Promise<PaymentState> {
  const payment = await call('payment-initialize', { consultation_id: consultationId, return_url: window.location.origin });
  if (payment.status === 'pending' && payment.authorization_url) window.location.assign(payment.authorization_url);
  return payment;
}

/** Asks Paystack about a payment; the server applies the answer. */
export const verifyPayment = (reference: string) => call('payment-verify', { reference });

/** Sends the person to Paystack's checkout for this checkout's payment. */
export async function goToPayment(idempotencyKey: string): Promise<PaymentState> {
  const payment = await startPayment(idempotencyKey);
  if (payment.status === 'pending' && payment.authorization_url) window.location.assign(payment.authorization_url);
  return payment;
}
