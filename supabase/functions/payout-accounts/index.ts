// Edge function: a pharmacy, doctor or rider lists banks, checks an account's name and saves
// their payout account (a Paystack transfer recipient).
import { paymentEnv } from '../_shared/payment-env.ts';
import { createPayoutAccountsHandler } from '../_shared/payout-accounts.ts';

Deno.serve(createPayoutAccountsHandler(paymentEnv((name) => Deno.env.get(name))));
