// Edge function: opens a Paystack checkout for the caller's online order (amount from the database).
import { paymentEnv } from '../_shared/payment-env.ts';
import { createInitializeHandler } from '../_shared/payments.ts';

Deno.serve(createInitializeHandler(paymentEnv((name) => Deno.env.get(name))));
