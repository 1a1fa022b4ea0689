// Edge function: Paystack's webhook. Deployed with verify_jwt = false (Paystack sends no JWT);
// the x-paystack-signature check is what admits a request.
import { paymentEnv } from '../_shared/payment-env.ts';
import { createWebhookHandler } from '../_shared/payment-webhook.ts';

Deno.serve(createWebhookHandler(paymentEnv((name) => Deno.env.get(name))));
