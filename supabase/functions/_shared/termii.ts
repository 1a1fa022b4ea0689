// Termii's SMS API (POST {base}/api/sms/send), the Nigerian provider the SMS go through. The DND
// route reaches numbers on the Do-Not-Disturb list, which generic routes skip for transactional
// messages such as sign-in codes and order updates.

export interface SmsSender {
  /** Sends one SMS; returns the provider's message id. Throws with the provider's reason. */
  send(to: string, text: string): Promise<string>;
}

export function termiiSms(cfg: { baseUrl: string; apiKey: string; senderId: string; fetch?: typeof fetch; timeoutMs?: number }): SmsSender {
  return {
    async send(to, text) {
      const res = await (cfg.fetch ?? fetch)(`${cfg.baseUrl.replace(/\/$/, '')}/api/sms/send`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        // Termii wants the number as digits with the country code, no plus.
        body: JSON.stringify({ api_key: cfg.apiKey, to: to.replace(/[^\d]/g, ''), from: cfg.senderId, sms: text, type: 'plain', channel: 'dnd' }),
        signal: AbortSignal.timeout(cfg.timeoutMs ?? 15_000),
      });
      const answer = (await res.json().catch(() => ({}))) as { message_id?: string; message?: string };
      if (!res.ok || !answer.message_id) throw new Error(`SMS provider answered ${res.status}: ${answer.message ?? 'no message id'}`);
      return String(answer.message_id);
    },
  };
}
