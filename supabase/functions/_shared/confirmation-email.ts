// Sends the account-confirmation e-mail. Shared by the Deno edge function and the
// local Node backend, so it imports nothing: it talks to PostgREST with fetch and
// hands the finished e-mail to whatever transport it is given.
//
// The caller names an account; the token is looked up here with the service role
// and the e-mail goes only to the address stored for that account. A token or an
// address in the request body is never trusted: otherwise anyone could have a
// valid confirmation link for somebody else's account mailed to themselves.

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

interface Account {
  user_id: string;
  email: string | null;
  full_name: string | null;
  role: string;
  email_confirmed: boolean;
  confirmation_token: string | null;
  confirmation_token_expires_at: string | null;
}

export interface Outcome {
  status: number;
  body: { success: boolean; error?: string; email?: string };
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-supabase-api-version',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export function confirmationMail(to: string, fullName: string | null, link: string): ConfirmationMail {
  const greeting = fullName ? `Hello ${fullName},` : 'Hello,';
  return {
    to,
    subject: 'Confirm your Magani Health account',
    text: `${greeting}\n\nConfirm your e-mail address to activate your Magani Health account:\n${link}\n\nThe link expires in 24 hours. If you did not create an account, ignore this e-mail.`,
    html: `<p>${escapeHtml(greeting)}</p><p>Confirm your e-mail address to activate your Magani Health account:</p><p><a href="${escapeHtml(link)}">Confirm my e-mail address</a></p><p>The link expires in 24 hours. If you did not create an account, ignore this e-mail.</p>`,
  };
}

export async function sendConfirmationEmail(opts: ConfirmationEmailOptions, input: unknown): Promise<Outcome> {
  const doFetch = opts.fetch ?? fetch;
  const body = (input ?? {}) as { userId?: unknown; email?: unknown };
  const headers = {
    apikey: opts.serviceRoleKey,
    Authorization: `Bearer ${opts.serviceRoleKey}`,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  const rest = `${opts.supabaseUrl.replace(/\/$/, '')}/rest/v1`;
  const freshToken = async (email: string) => {
    const res = await doFetch(`${rest}/rpc/resend_confirmation_token`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ user_email: email }),
    });
    if (!res.ok) throw new Error(`could not issue a confirmation token (${res.status})`);
    return (await res.json()) as { success: boolean; error?: string; token?: string; email?: string; full_name?: string };
  };

  let account: Account | undefined;
  if (typeof body.userId === 'string' && body.userId) {
    if (!UUID_RE.test(body.userId)) return { status: 400, body: { success: false, error: 'userId must be a UUID' } };
    const columns = 'user_id,email,full_name,role,email_confirmed,confirmation_token,confirmation_token_expires_at';
    const res = await doFetch(`${rest}/profiles?select=${columns}&user_id=eq.${encodeURIComponent(body.userId)}`, { headers });
    if (!res.ok) return { status: 502, body: { success: false, error: `profile lookup failed (${res.status})` } };
    account = ((await res.json()) as Account[])[0];
  } else if (typeof body.email === 'string' && body.email) {
    // Resend from the login screen: there is no session yet, only an address.
    const issued = await freshToken(body.email);
    if (!issued.success || !issued.token || !issued.email) {
      return { status: 400, body: { success: false, error: issued.error ?? 'Failed to resend confirmation email' } };
    }
    await opts.transport.send(confirmationMail(issued.email, issued.full_name ?? null, linkFor(opts.siteUrl, issued.token)));
    return { status: 200, body: { success: true, email: issued.email } };
  } else {
    return { status: 400, body: { success: false, error: 'userId or email is required' } };
  }

  if (!account || !account.email) return { status: 404, body: { success: false, error: 'Account not found' } };
  if (account.email_confirmed) return { status: 409, body: { success: false, error: 'Email already confirmed' } };

  let token = account.confirmation_token;
  const expired = !account.confirmation_token_expires_at || Date.parse(account.confirmation_token_expires_at) <= Date.now();
  if (!token || expired) {
    const issued = await freshToken(account.email);
    if (!issued.success || !issued.token) {
      return { status: 400, body: { success: false, error: issued.error ?? 'Failed to retrieve confirmation token' } };
    }
    token = issued.token;
  }
  await opts.transport.send(confirmationMail(account.email, account.full_name, linkFor(opts.siteUrl, token)));
  return { status: 200, body: { success: true, email: account.email } };
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
      const outcome = await sendConfirmationEmail(opts, input);
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
