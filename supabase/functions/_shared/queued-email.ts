// Sends the e-mails that database functions queued in public.email_outbox (approval
// and rejection notices). Shared by the Deno edge function and the local backend.
// The caller only says "send what is waiting": recipients, subjects and bodies come
// from the queue, which only SECURITY DEFINER functions write, so a caller cannot
// make it mail anything of their own. A failed send is recorded for the admin alerts.
// Only the service role (a scheduler, an operator) or a signed-in admin (the approvals
// page, right after a decision) may ask: the anon key gets 401, any other account 403.

export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface QueuedEmailOptions {
  supabaseUrl: string;
  serviceRoleKey: string;
  transport: { send(mail: QueuedMail): Promise<void> };
  fetch?: typeof fetch;
}

interface Row {
  id: string;
  recipient: string | null;
  subject: string;
  body: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const cors: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-supabase-api-version',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export async function sendQueuedEmails(opts: QueuedEmailOptions): Promise<{ sent: number; failed: number }> {
  const doFetch = opts.fetch ?? fetch;
  const rpc = (name: string, body: unknown) =>
    doFetch(`${opts.supabaseUrl.replace(/\/$/, '')}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: opts.serviceRoleKey,
        Authorization: `Bearer ${opts.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });
  const claimed = await rpc('claim_queued_emails', { batch: 20 });
  if (!claimed.ok) throw new Error(`could not read the e-mail queue (${claimed.status})`);
  const rows = (await claimed.json()) as Row[];
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    let failure: string | null = null;
    try {
      if (!row.recipient) throw new Error('the account has no e-mail address');
      const paragraphs = row.body.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p)}</p>`).join('');
      await opts.transport.send({ to: row.recipient, subject: row.subject, text: row.body, html: paragraphs });
      sent += 1;
    } catch (err) {
      failure = err instanceof Error ? err.message : String(err);
      failed += 1;
    }
    await rpc('finish_queued_email', { email_id: row.id, failure });
  }
  return { sent, failed };
}

/** 401 without a signed-in caller, 403 for one who is not an admin, null when allowed. */
async function refusal(req: Request, opts: QueuedEmailOptions): Promise<401 | 403 | null> {
  const doFetch = opts.fetch ?? fetch;
  const bearer = (req.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
  if (!bearer) return 401;
  if (bearer === opts.serviceRoleKey) return null;
  const base = opts.supabaseUrl.replace(/\/$/, '');
  const caller = await doFetch(`${base}/auth/v1/user`, { headers: { apikey: opts.serviceRoleKey, Authorization: `Bearer ${bearer}` } });
  if (!caller.ok) return 401;
  const { id } = (await caller.json()) as { id?: string };
  if (!id) return 401;
  const found = await doFetch(`${base}/rest/v1/profiles?select=role,suspended_at&user_id=eq.${encodeURIComponent(id)}`, {
    headers: { apikey: opts.serviceRoleKey, Authorization: `Bearer ${opts.serviceRoleKey}`, Accept: 'application/json' },
  });
  if (!found.ok) return 403;
  const [profile] = (await found.json()) as { role?: string; suspended_at?: string | null }[];
  return profile?.role === 'admin' && !profile.suspended_at ? null : 403;
}

export function createQueuedEmailHandler(opts: QueuedEmailOptions) {
  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    const reply = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { ...cors, 'Content-Type': 'application/json' } });
    if (req.method !== 'POST') return reply(405, { success: false, error: 'Use POST' });
    try {
      const refused = await refusal(req, opts);
      if (refused) return reply(refused, { success: false, error: refused === 401 ? 'Sign in as an administrator' : 'Administrators only' });
      return reply(200, { success: true, ...(await sendQueuedEmails(opts)) });
    } catch (err) {
      return reply(500, { success: false, error: err instanceof Error ? err.message : 'Failed to send e-mails' });
    }
  };
}
