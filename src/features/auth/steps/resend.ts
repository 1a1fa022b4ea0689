// Resending the confirmation e-mail from the login or confirm screen, where nobody is signed in.
// The send-confirmation-email function serves only a signed-in account (for itself) or the service
// role, so the step signs in with a short-lived session of its own, asks for the e-mail and ends
// that session again. It never touches the session the app keeps.
import { supabaseAnonKey, supabaseUrl } from '@/lib/auth/api-config';
import { notices } from '@/features/auth/messages';
import { StepError } from '@/features/auth/steps/step-error';

type Reply = { access_token?: string; msg?: string; error_description?: string; success?: boolean; error?: string };

async function post(path: string, body: unknown, token = supabaseAnonKey): Promise<{ status: number; data: Reply }> {
  const res = await fetch(`${supabaseUrl}${path}`, {
    method: 'POST',
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({}))) as Reply;
  return { status: res.status, data };
}

/** A 4xx is a refusal (shown, not retried); 5xx and 429 are worth another try from the outbox. */
const failure = (message: string, status: number) => new StepError(message, status);

export async function resendConfirmationStep(input: { email: string; password?: string }): Promise<{ email: string }> {
  if (!input.password) throw failure(notices.passwordGone, 400);
  const login = await post('/auth/v1/token?grant_type=password', { email: input.email, password: input.password });
  if (!login.data.access_token) {
    throw failure(login.data.msg ?? login.data.error_description ?? notices.resendFailed, login.status);
  }
  const token = login.data.access_token;
  try {
    const sent = await post('/functions/v1/send-confirmation-email', {}, token);
    if (!sent.data.success) throw failure(sent.data.error ?? notices.resendFailed, sent.status);
  } finally {
    await post('/auth/v1/logout?scope=local', {}, token).catch(() => undefined);
  }
  return { email: input.email };
}
