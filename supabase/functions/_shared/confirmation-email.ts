// Sends the account-confirmation e-mail. It imports nothing: it talks to GoTrue and
// PostgREST with fetch and hands the finished e-mail to whatever transport it is given
// (an HTTP mail API: Resend hosted, the local inbox under the local backend). The e-mail is in the
// account's language (account-texts.ts).
import { accountLanguage, accountTexts, type AccountLanguage } from './account-texts.ts';
//
// Who may call: the service role (for any account, by id or address), or a
// signed-in account for itself. The anon key alone gets 401. The link goes only to
// the address stored for the account; a token or address in the body is never
// trusted. How often: public.issue_confirmation_email() in the database allows one
// e-mail per account per 60 s and 5 per hour, so the limit holds however the
// function is reached. Answers never carry an e-mail address, and a request by
// address gets the same answer whether or not an account has that address.

export interface ConfirmationMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  send(mail: ConfirmationMail): Promise<void>;
}

export interface ConfirmationEmailOptions {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** Where the app runs; the link is `${siteUrl}/confirm?token=...`. */
  siteUrl: string;
  transport: MailTransport;
  fetch?: typeof fetch;
}

export interface Outcome {
  status: number;
  body: { success: boolean; error?: string };
}

type Issued =
  | { status: 'send'; email: string; full_name: string | null; token: string }
  | { status: 'unknown' | 'confirmed' | 'too_many' }
  | { status: 'too_soon'; retry_after: number };

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-supabase-api-version',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The name is plain text: escaped in the HTML part, never a link (the database refuses names shaped like one). */
export function confirmationMail(to: string, fullName: string | null, link: string, language: AccountLanguage = 'en'): ConfirmationMail {
  const t = accountTexts[language];
  const greeting = t.greeting(fullName);
  return {
    to,
    subject: t.confirmSubject,
    text: `${greeting}\n\n${t.confirmLead}\n${link}\n\n${t.confirmExpiry}`,
    html: `<html lang="${language === 'en' ? 'en-NG' : language}"><body><p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.confirmLead)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.confirmButton)}</a></p><p>${escapeHtml(t.confirmExpiry)}</p></body></html>`,
  };
}

const fail = (status: number, error: string): Outcome => ({ status, body: { success: false, error } });
export const messages = {
  signIn: 'Sign in to ask for a confirmation e-mail',
  ownOnly: 'You can ask for a confirmation e-mail for your own account only',
  confirmed: 'Email already confirmed',
  tooMany: 'Too many confirmation e-mails were sent to this account in the last hour. Try again later.',
  tooSoon: (s: number) => `Please wait ${s} seconds before asking for another confirmation e-mail.`,
};

/**
 * @param authorization the request's Authorization header: the service role key or a user's session.
 */
export async function sendConfirmationEmail(opts: ConfirmationEmailOptions, input: unknown, authorization: string | null): Promise<Outcome> {
  const doFetch = opts.fetch ?? fetch;
  const base = opts.supabaseUrl.replace(/\/$/, '');
  const service = { apikey: opts.serviceRoleKey, Authorization: `Bearer ${opts.serviceRoleKey}`, 'Content-Type': 'application/json', Accept: 'application/json' };
  const body = (input ?? {}) as { userId?: unknown; email?: unknown };
  const bearer = /^bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim() ?? '';
  const wantedId = typeof body.userId === 'string' && body.userId ? body.userId : null;
  if (wantedId && !UUID_RE.test(wantedId)) return fail(400, 'userId must be a UUID');

  const issue = async (account: string): Promise<Issued> => {
    const res = await doFetch(`${base}/rest/v1/rpc/issue_confirmation_email`, { method: 'POST', headers: service, body: JSON.stringify({ account }) });
    if (!res.ok) throw new Error(`could not issue a confirmation link (${res.status})`);
    return (await res.json()) as Issued;
  };
  const deliver = async (account: string, issued: Issued): Promise<Outcome> => {
    if (issued.status === 'send') {
      const language = await accountLanguage({ supabaseUrl: base, serviceRoleKey: opts.serviceRoleKey, userId: account, fetch: doFetch });
      await opts.transport.send(confirmationMail(issued.email, issued.full_name, linkFor(opts.siteUrl, issued.token), language));
      return { status: 200, body: { success: true } };
    }
    if (issued.status === 'confirmed') return fail(409, messages.confirmed);
    if (issued.status === 'too_soon') return fail(429, messages.tooSoon(issued.retry_after));
    if (issued.status === 'too_many') return fail(429, messages.tooMany);
    return fail(404, 'Account not found');
  };

  if (bearer && bearer === opts.serviceRoleKey) {
    if (wantedId) return deliver(wantedId, await issue(wantedId));
    if (typeof body.email !== 'string' || !body.email.trim()) return fail(400, 'userId or email is required');
    // By address: the same answer whether or not the address belongs to an account.
    const address = body.email.trim().toLowerCase();
    const res = await doFetch(`${base}/rest/v1/profiles?select=user_id&email=eq.${encodeURIComponent(address)}`, { headers: service });
    if (!res.ok) throw new Error(`profile lookup failed (${res.status})`);
    const found = ((await res.json()) as { user_id: string }[])[0];
    if (found) await deliver(found.user_id, await issue(found.user_id));
    return { status: 200, body: { success: true } };
  }

  const caller = bearer ? await doFetch(`${base}/auth/v1/user`, { headers: { apikey: opts.serviceRoleKey, Authorization: `Bearer ${bearer}` } }) : null;
  if (!caller?.ok) return fail(401, messages.signIn);
  const user = (await caller.json()) as { id?: string };
  if (!user.id) return fail(401, messages.signIn);
  if (wantedId && wantedId !== user.id) return fail(403, messages.ownOnly);
  return deliver(user.id, await issue(user.id));
}

function linkFor(siteUrl: string, token: string) {
  return `${siteUrl.replace(/\/$/, '')}/confirm?token=${encodeURIComponent(token)}`;
}

/** The HTTP handler: CORS preflight, POST with JSON, errors as JSON. */
export function createConfirmationEmailHandler(opts: ConfirmationEmailOptions) {
  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    const reply = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'Content-Type': 'application/json' } });
    if (req.method !== 'POST') return reply(405, { success: false, error: 'Use POST' });
    let input: unknown;
    try {
      input = await req.json();
    } catch {
      return reply(400, { success: false, error: 'Body must be JSON' });
    }
    try {
      const outcome = await sendConfirmationEmail(opts, input, req.headers.get('authorization'));
      return reply(outcome.status, outcome.body);
    } catch (err) {
      return reply(500, { success: false, error: err instanceof Error ? err.message : 'Failed to send confirmation email' });
    }
  };
}

/**
 * A transport for JSON e-mail APIs that take { from, to, subject, text, html }
 * with a bearer key (Resend and compatible services).
 */
export function httpMailTransport(cfg: { endpoint: string; apiKey: string; from: string; fetch?: typeof fetch }): MailTransport {
  return {
    async send(mail) {
      const res = await (cfg.fetch ?? fetch)(cfg.endpoint, {
        method: 'POST',
        headers: { Authorization: `Bearer ${cfg.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ from: cfg.from, to: [mail.to], subject: mail.subject, text: mail.text, html: mail.html }),
      });
      if (!res.ok) throw new Error(`mail API answered ${res.status}`);
    },
  };
}
