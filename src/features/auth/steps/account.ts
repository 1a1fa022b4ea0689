// Sign-in, password and confirmation calls as plain steps (serialisable input in, result out).
import { loadSupabase } from '@/lib/auth/client';
import { loadProfile, type Profile } from '@/lib/auth/profile';
import { notices } from '@/features/auth/messages';
import { functionError } from '@/features/auth/steps/function-error';
import { StepError, toStepError } from '@/features/auth/steps/step-error';

/** Signs in with e-mail and password, then reads role and email_confirmed from profiles. */
export async function signInStep(input: { email: string; password: string }): Promise<{ userId: string; profile: Profile | null }> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.signInWithPassword(input);
  if (error) throw toStepError(error);
  if (!data.user) throw new StepError(notices.unexpected, 500);
  return { userId: data.user.id, profile: await loadProfile(data.user.id) };
}

/** Mails a password-reset link that opens redirectTo ({origin}/auth/reset-password) signed in for recovery. */
export async function requestPasswordResetStep(input: { email: string; redirectTo: string }): Promise<{ sent: true }> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(input.email, { redirectTo: input.redirectTo });
  if (error) throw toStepError(error);
  return { sent: true };
}

/** Sets a new password for the signed-in (recovery) session. */
export async function updatePasswordStep(input: { password: string }): Promise<{ updated: true }> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.updateUser({ password: input.password });
  if (error) throw toStepError(error);
  return { updated: true };
}

export type ConfirmResult = { success: boolean; error: string | null; email: string | null; alreadyConfirmed?: boolean };

/** Spends a confirmation token (RPC confirm_user_email); the answer says why it failed, if it did. */
export async function confirmEmailStep(input: { token: string }): Promise<ConfirmResult> {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase.rpc('confirm_user_email', { token: input.token });
  if (error) throw toStepError(error, status);
  const result = (data ?? {}) as Partial<ConfirmResult> & { already_confirmed?: boolean };
  return { success: Boolean(result.success), error: result.error ?? null, email: result.email ?? null, alreadyConfirmed: Boolean(result.already_confirmed) };
}

/**
 * Mails a fresh confirmation link to an unconfirmed address. The send-confirmation-email function
 * issues the token with the service role (resend_confirmation_token is closed to browsers).
 * `reason` tells the screen whether issuing the link (resend) or mailing it (send) failed.
 */
export async function resendConfirmationStep(input: { email: string }): Promise<{ email: string }> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.functions.invoke<{ success?: boolean; error?: string; email?: string }>(
    'send-confirmation-email',
    { body: { email: input.email } },
  );
  if (error) throw await functionError(error);
  if (!data?.success) throw new StepError(data?.error ?? notices.resendFailed, 400);
  return { email: data.email ?? input.email };
}
