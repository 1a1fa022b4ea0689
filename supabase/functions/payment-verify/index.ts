// Edge function: asks Paystack about the caller's payment and applies the answer once.
import { paymentEnv } from '../_shared/payment-env.ts';
import { createVerifyHandler } from '../_shared/payments.ts';

Deno.serve(createVerifyHandler(paymentEnv((name) => Deno.env.get(name))));
