// Logistics provider signup (tier 1) as steps: send a code, verify it, create the provider row.
import { loadSupabase } from '@/lib/auth/client';
import { notices } from '@/features/auth/messages';
import { StepError, toStepError } from '@/features/auth/steps/step-error';

export type SendOtpInput = { phone: string; email: string; emailRedirectTo: string };
export type SendOtpResult = { channel: 'sms' } | { channel: 'email'; smsError: string };

/**
 * Sends an SMS code to the E.164 phone; when the SMS cannot be sent, mails a sign-in link to the
 * address instead (it opens the site root). Throws only when both fail, with the e-mail's reason.
 */
export async function sendOtpStep(input: SendOtpInput): Promise<SendOtpResult> {
  const supabase = await loadSupabase();
  const sms = await supabase.auth.signInWithOtp({ phone: input.phone });
  if (!sms.error) return { channel: 'sms' };
  const mail = await supabase.auth.signInWithOtp({ email: input.email, options: { emailRedirectTo: input.emailRedirectTo } });
  if (mail.error) throw toStepError(mail.error);
  return { channel: 'email', smsError: sms.error.message };
}

/** Checks the SMS code (type sms) and returns the signed-in account. */
export async function verifyOtpStep(input: { phone: string; code: string }): Promise<{ userId: string }> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.verifyOtp({ phone: input.phone, token: input.code, type: 'sms' });
  if (error) throw toStepError(error);
  if (!data.user || !data.session) throw new StepError(notices.loginFailed, 401);
  return { userId: data.user.id };
}

export type ProviderInput = {
  userId: string;
  fullName: string;
  email: string;
  phone: string;
  address: string;
  governmentId: string;
  /** ISO time the code was verified, fixed when the job is made so a replay keeps it. */
  verifiedAt: string;
};

/** Creates the provider at tier 1 (active, 2 vehicles), upserted on user_id so a retry is harmless. */
export async function upsertProviderStep(input: ProviderInput): Promise<{ created: true }> {
  const supabase = await loadSupabase();
  const { error, status } = await supabase
    .from('logistics_providers')
    .upsert(
      {
        user_id: input.userId,
        full_name: input.fullName,
        email: input.email,
        phone: input.phone,
        address: input.address,
        government_id: input.governmentId,
        tier: '1',
        status: 'active',
        vehicles_allowed: 2,
        otp_verified_at: input.verifiedAt,
      },
      { onConflict: 'user_id' },
    );
  if (error) throw toStepError(error, status);
  return { created: true };
}

/** Sends a sign-in code to an existing provider's phone; never creates an account. */
export async function sendSignInCodeStep(input: { phone: string }): Promise<{ sent: true }> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.signInWithOtp({ phone: input.phone, options: { shouldCreateUser: false } });
  if (error) throw toStepError(error);
  return { sent: true };
}
