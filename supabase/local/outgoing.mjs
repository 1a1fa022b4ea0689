// SMS and e-mail that database functions queue in private.outgoing_messages (order updates). A
// hosted project sends them from a scheduled edge function; locally they go to the inbox right
// after the request that queued them, so a test or a person sees them at once.

/** @param {{ pg: { query: (sql: string, params?: unknown[]) => Promise<{ rows: any[] }> }, inbox: any }} ctx */
export async function deliverOutgoing(ctx) {
  const { rows } = await ctx.pg.query(
    `update private.outgoing_messages set sent_at = now()
     where id in (select id from private.outgoing_messages where sent_at is null order by id limit 200)
     returning id, channel, recipient, subject, body`,
  );
  for (const m of rows.sort((a, b) => Number(a.id) - Number(b.id))) {
    ctx.inbox.deliver({
      type: m.channel,
      to: m.recipient,
      from: m.channel === 'email' ? 'Magani Health <no-reply@magani.test>' : 'Magani',
      subject: m.subject,
      text: m.body,
    });
  }
}
