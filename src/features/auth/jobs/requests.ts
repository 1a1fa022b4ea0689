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

/**
 * A code or an e-mail leaves the building: a slow answer is waited for rather than sent again, and
 * a try that may repeat an earlier one (the page closed before its answer) says so in its result.
 */
const sending = <I,>(kind: string, run: (input: I) => Promise<object>, releasesSecrets = false): JobKind<I> => ({
  kind,
  steps: [
    {
      name: 'send',
      sideEffect: true,
      releasesSecrets,
      run: async (input, ctx) => ({ ...(await run(input)), ...(ctx.repeat ? { repeat: true } : {}) }),
    },
  ],
});

export const passwordResetJob = sending<{ email: string; redirectTo: string }>('password-reset', requestPasswordResetStep);

/** Signs in to ask for the e-mail, so the password waits encrypted and is dropped once used. */
export const resendConfirmationJob: JobKind<{ email: string; password?: string }> = {
  ...sending('resend-confirmation', resendConfirmationStep, true),
  secretFields: ['password'],
};

export const sendOtpJob = sending<SendOtpInput>('send-otp', sendOtpStep);

/** Upserted on user_id: a replay after a lost answer leaves one provider row. */
export const providerJob = single<ProviderInput>('logistics-provider', upsertProviderStep);
