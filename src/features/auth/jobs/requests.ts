// One-call account requests as outbox jobs. Each input is plain data, so a queued request is sent as
// it was asked for, whenever the connection allows.
import type { JobKind } from '@/lib/sync/registry';
import { requestPasswordResetStep, resendConfirmationStep } from '@/features/auth/steps/account';
import { sendOtpStep, upsertProviderStep, type ProviderInput, type SendOtpInput } from '@/features/auth/steps/logistics';

const single = <I,>(kind: string, run: (input: I) => Promise<unknown>): JobKind<I> => ({
  kind,
  steps: [{ name: 'send', run }],
});

/**
 * A code or an e-mail leaves the building: a slow answer is waited for rather than sent again, and
 * a try that may repeat an earlier one (the page closed before its answer) says so in its result.
 */
const sending = <I,>(kind: string, run: (input: I) => Promise<object>): JobKind<I> => ({
  kind,
  steps: [{ name: 'send', sideEffect: true, run: async (input, ctx) => ({ ...(await run(input)), ...(ctx.repeat ? { repeat: true } : {}) }) }],
});

export const passwordResetJob = sending<{ email: string; redirectTo: string }>('password-reset', requestPasswordResetStep);

export const resendConfirmationJob = sending<{ email: string }>('resend-confirmation', resendConfirmationStep);

export const sendOtpJob = sending<SendOtpInput>('send-otp', sendOtpStep);

/** Upserted on user_id: a replay after a lost answer leaves one provider row. */
export const providerJob = single<ProviderInput>('logistics-provider', upsertProviderStep);
