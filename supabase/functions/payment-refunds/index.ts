// Edge function: sends owed refunds to Paystack. Called with the service role key by a schedule
// (hosted) or by the local backend when a refund is waiting.
import { paymentEnv } from '../_shared/payment-env.ts';
import { createRefundsHandler } from '../_shared/payment-webhook.ts';

Deno.serve(createRefundsHandler(paymentEnv((name) => Deno.env.get(name))));
