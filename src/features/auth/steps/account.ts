// Sign-in, password and confirmation calls as plain steps (serialisable input in, result out).
import { loadSupabase } from '@/lib/auth/client';
import { loadProfile, type Profile } from '@/lib/auth/profile';
import { notices } from '@/features/auth/messages';
import { StepError, toStepError } from '@/features/auth/steps/step-error';

/** Signs in with e-mail and password, then reads role and email_confirmed from profiles. */
export async function signInStep(input: { email: string; password: string }): Promise<{ userId: string; profile: Profile | null }> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.signInWithPassword(input);
  if (error?.code === 'user_banned') throw new StepError(notices.suspended, 403, error.code);
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
