// Edge function: charges completed consultations' fees to saved cards. Called with the service
// role key by a schedule (hosted) or by the local backend when a charge is waiting.
import { paymentEnv } from '../_shared/payment-env.ts';
import { createConsultationChargesHandler } from '../_shared/consultation-charges.ts';

Deno.serve(createConsultationChargesHandler(paymentEnv((name) => Deno.env.get(name))));
