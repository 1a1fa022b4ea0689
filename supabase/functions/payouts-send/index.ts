// Edge function: sends claimed weekly payouts to Paystack's Transfer API. Called with the service
// role key by a schedule (hosted) or by the local backend's timer.
import { paymentEnv } from '../_shared/payment-env.ts';
import { createPayoutsSendHandler } from '../_shared/payouts.ts';

Deno.serve(createPayoutsSendHandler(paymentEnv((name) => Deno.env.get(name))));
