// consultation-charges: charges consultation fees to the patient's saved card (Paystack Charge
// Authorization) once the doctor has completed the consultation. The service role only (a
// schedule). Each charge is claimed once by the database and sent with the payment's own
// reference, so Paystack refuses a second charge of it; the answer is applied by settle_payment
// (a declined card makes the database ask the patient to pay instead).
import { constantTimeEqual, paystack, type PaystackSettings } from './paystack.ts';
import { bearer, json, preflight, rpc, type ProjectSettings } from './rest.ts';

export interface ChargeSettings {
  project: ProjectSettings;
  paystack: PaystackSettings;
}

interface Claimed {
  reference: string;
  amount_kobo: number;
  currency: string;
  email: string;
  authorization_code: string;
  consultation_id: string;
}

export function createConsultationChargesHandler(settings: ChargeSettings) {
  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return preflight();
    if (req.method !== 'POST') return json(405, { error: 'Use POST' });
    const service = settings.project.serviceRoleKey;
    if (!constantTimeEqual(bearer(req) ?? '', service)) return json(401, { error: 'Service role only' });
    const claimed = await rpc<Claimed[]>(settings.project, 'claim_consultation_charges', { p_limit: 10 }, service);
    if (claimed.error) return json(500, { error: claimed.error.message });
    const results = [];
    for (const charge of claimed.data ?? []) {
      let data: Record<string, unknown> | null = null;
      try {
        const answer = await paystack<Record<string, unknown>>(settings.paystack, 'POST', '/transaction/charge_authorization', {
          authorization_code: charge.authorization_code,
          email: charge.email,
          amount: charge.amount_kobo,
          currency: charge.currency,
          reference: charge.reference,
          metadata: { purpose: 'consultation', consultation: charge.consultation_id },
        });
        // A refusal (4xx) charged nothing: the payment fails and the patient is asked to pay.
        if (answer.ok && answer.data) data = answer.data;
        else if (answer.status >= 400 && answer.status < 500) {
          data = { reference: charge.reference, status: 'failed', gateway_response: answer.message };
        }
      } catch {
        // Unreachable: the outcome is unknown, so the payment stays pending (the webhook may still settle it).
      }
      if (data) {
        await rpc(settings.project, 'settle_payment', { p_source: 'charge', p_event: 'charge_authorization', p_data: data }, service);
      }
      results.push({ reference: charge.reference, status: data?.status ?? 'unknown' });
    }
    return json(200, { charges: results });
  };
}
