// The one sender of private.outgoing_messages: claims a batch of due rows (a lease: rows of a
// sender that dies are claimed again once it runs out), sends each through its channel and reports
// back; the database schedules retries (1, 2, 4, ... minutes for 24 hours) and dead letters.
// E-mails carry the row's unique key as the provider's idempotency key; a push row is one device
// (push.ts), forgotten when its push service answers 404/410. Called by pg_cron through pg_net every
// minute on a hosted project, and by the local backend's timer.
import { PushGoneError, type PushSender, type PushTarget } from './push.ts';
import { rpc, type ProjectSettings } from './rest.ts';
import { paragraphs, type MailSender } from './resend.ts';
import type { SmsSender } from './termii.ts';

export interface SenderOptions {
  project: ProjectSettings;
  mail: MailSender;
  sms: SmsSender;
  /** Without it (no VAPID keys set), push rows fail and are retried, then dead letters. */
  push?: PushSender;
  batch?: number;
  leaseSeconds?: number;
}

interface Claimed {
  id: number;
  key: string;
  channel: 'sms' | 'email' | 'push';
  recipient: string;
  subject: string;
  body: string;
  attempt: number;
}

export interface SendReport {
  claimed: number;
  sent: number;
  retry: number;
  dead: number;
  /** Push rows whose device the push service no longer knows (404/410): the device is forgotten. */
  gone: number;
}

async function sendOne(opts: SenderOptions, m: Claimed, targets: Map<number, PushTarget>): Promise<string> {
  if (m.channel === 'sms') return opts.sms.send(m.recipient, m.body);
  if (m.channel === 'push') {
    if (!opts.push) throw new Error('push is not configured (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY)');
    const target = targets.get(Number(m.id));
    if (!target) throw new PushGoneError('the device was removed');
    return opts.push.send(target, { key: m.key, title: m.subject, body: m.body });
  }
  return opts.mail.send({ to: m.recipient, subject: m.subject, text: m.body, html: paragraphs(m.body), idempotencyKey: m.key });
}

async function pushTargets(opts: SenderOptions, ids: number[]): Promise<Map<number, PushTarget>> {
  if (!ids.length) return new Map();
  const answer = await rpc<PushTarget[]>(opts.project, 'push_targets', { p_ids: ids }, opts.project.serviceRoleKey);
  if (answer.error) throw new Error(`could not read push devices: ${answer.error.message}`);
  return new Map((answer.data ?? []).map((t) => [Number(t.id), t]));
}

/** Sends what is due now, one batch after another until none is left (at most 10 batches a call). */
export async function sendDueMessages(opts: SenderOptions): Promise<SendReport> {
  const key = opts.project.serviceRoleKey;
  const report: SendReport = { claimed: 0, sent: 0, retry: 0, dead: 0, gone: 0 };
  for (let round = 0; round < 10; round += 1) {
    const claimed = await rpc<Claimed[]>(opts.project, 'claim_outgoing_messages', { p_batch: opts.batch ?? 20, p_lease_seconds: opts.leaseSeconds ?? 120 }, key);
    if (claimed.error) throw new Error(`could not claim messages: ${claimed.error.message}`);
    const rows = claimed.data ?? [];
    if (!rows.length) break;
    report.claimed += rows.length;
    const targets = await pushTargets(opts, rows.filter((m) => m.channel === 'push').map((m) => m.id));
    // Side by side within a batch; each send has its own time limit, well inside the lease.
    await Promise.all(rows.map(async (m) => {
      let failure: string | null = null;
      let providerId: string | null = null;
      try {
        providerId = await sendOne(opts, m, targets);
      } catch (err) {
        if (err instanceof PushGoneError) {
          // The device and its waiting pushes are deleted; there is nothing left to report on.
          const gone = await rpc<boolean>(opts.project, 'push_subscription_gone', { p_id: m.id }, key);
          if (gone.error) throw new Error(`could not forget the device of message ${m.id}: ${gone.error.message}`, { cause: err });
          report.gone += 1;
          return;
        }
        failure = err instanceof Error ? err.message : String(err);
      }
      const done = await rpc<{ outcome: string }>(opts.project, 'finish_outgoing_message', { p_id: m.id, p_attempt: m.attempt, p_failure: failure, p_provider_id: providerId }, key);
      if (done.error) throw new Error(`could not record message ${m.id}: ${done.error.message}`);
      const outcome = done.data?.outcome;
      if (outcome === 'sent') report.sent += 1;
      else if (outcome === 'retry') report.retry += 1;
      else if (outcome === 'dead') report.dead += 1;
    }));
  }
  return report;
}

/** POST only, and only with the service role key (pg_cron's call, the local timer, an operator). */
export function createSenderHandler(opts: SenderOptions) {
  return async (req: Request): Promise<Response> => {
    const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (req.method !== 'POST') return reply(405, { error: 'Use POST' });
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
    if (bearer !== opts.project.serviceRoleKey) return reply(403, { error: 'Only the scheduler may run the sender' });
    try {
      return reply(200, await sendDueMessages(opts));
    } catch (err) {
      return reply(500, { error: err instanceof Error ? err.message : 'sending failed' });
    }
  };
}
