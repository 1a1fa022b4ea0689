// One-call account requests as outbox jobs. Each input is plain data, so a queued request is sent as
// it was asked for, whenever the connection allows.
import type { JobKind } from '@/lib/sync/registry';
import { requestPasswordResetStep } from '@/features/auth/steps/account';
import { resendConfirmationStep } from '@/features/auth/steps/resend';
import { sendOtpStep, upsertProviderStep, type ProviderInput, type SendOtpInput } from '@/features/auth/steps/logistics';

const single = <I,>(kind: string, run: (input: I) => Promise<unknown>): JobKind<I> => ({
  kind,
  steps: [{ name: 'send', run }],
});

export const passwordResetJob = single<{ email: string; redirectTo: string }>('password-reset', requestPasswordResetStep);

/** Signs in to ask for the e-mail, so the password waits encrypted and is dropped once used. */
export const resendConfirmationJob: JobKind<{ email: string; password?: string }> = {
  kind: 'resend-confirmation',
  secretFields: ['password'],
  steps: [{ name: 'send', releasesSecrets: true, run: resendConfirmationStep }],
};

export const sendOtpJob = single<SendOtpInput>('send-otp', sendOtpStep);

/** Upserted on user_id: a replay after a lost answer leaves one provider row. */
export const providerJob = single<ProviderInput>('logistics-provider', upsertProviderStep);
