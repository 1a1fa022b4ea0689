// One-call account requests as outbox jobs. Each input is plain data, so a queued request is sent as
// it was asked for, whenever the connection allows.
import type { JobKind } from '@/lib/sync/registry';
import { requestPasswordResetStep, resendConfirmationStep } from '@/features/auth/steps/account';
import { sendOtpStep, upsertProviderStep, type ProviderInput, type SendOtpInput } from '@/features/auth/steps/logistics';

const single = <I,>(kind: string, run: (input: I) => Promise<unknown>): JobKind<I> => ({
  kind,
  steps: [{ name: 'send', run }],
});

export const passwordResetJob = single<{ email: string; redirectTo: string }>('password-reset', requestPasswordResetStep);

export const resendConfirmationJob = single<{ email: string }>('resend-confirmation', resendConfirmationStep);

export const sendOtpJob = single<SendOtpInput>('send-otp', sendOtpStep);

/** Upserted on user_id: a replay after a lost answer leaves one provider row. */
export const providerJob = single<ProviderInput>('logistics-provider', upsertProviderStep);
