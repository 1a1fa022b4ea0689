// E-mail through Resend's HTTP API (POST /emails). Each send may carry an Idempotency-Key: Resend
// keeps the key for 24 hours and answers a repeat with the first send's result instead of sending
// again, so a message sent twice by a sender that crashed between sending and recording it still
// reaches the person once.

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The queue row's unique key; the same key never sends twice. */
  idempotencyKey?: string;
}

export interface MailSender {
  /** Returns the provider's e-mail id. Throws with the provider's reason. */
  send(mail: Mail): Promise<string>;
}

export function resendMail(cfg: { endpoint: string; apiKey: string; from: string; fetch?: typeof fetch; timeoutMs?: number }): MailSender {
  return {
    async send(mail) {
      const headers: Record<string, string> = { Authorization: `Bearer ${cfg.apiKey}`, 'Content-Type': 'application/json' };
      if (mail.idempotencyKey) headers['Idempotency-Key'] = mail.idempotencyKey;
      const res = await (cfg.fetch ?? fetch)(cfg.endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ from: cfg.from, to: [mail.to], subject: mail.subject, text: mail.text, html: mail.html }),
        signal: AbortSignal.timeout(cfg.timeoutMs ?? 15_000),
      });
      const answer = (await res.json().catch(() => ({}))) as { id?: string; message?: string; error?: string };
      if (!res.ok) throw new Error(`mail API answered ${res.status}: ${answer.message ?? answer.error ?? 'no reason given'}`);
      return String(answer.id ?? '');
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** A plain-text body as HTML paragraphs (blank lines split them). */
export const paragraphs = (text: string) => text.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p)}</p>`).join('');
