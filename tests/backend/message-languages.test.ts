// Server texts in the recipient's language (profiles.language): every event has its text in every
// language, every SMS stays one part with long real values, and an order's SMS reaches the Termii
// stand-in, through the one sender, in the patient's language; English ones are as before.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { confirmedPatient, DEMO, signedIn, startBackend, type LocalBackend } from './helpers';
import { smsParts } from '../sms-parts';
import { demoOffer, intent, place } from './order-helpers';

const LANGUAGES = ['en', 'pcm', 'ha', 'yo', 'ig'] as const;

let backend: LocalBackend;
let pharmacy: SupabaseClient;
beforeAll(async () => {
  backend = await startBackend({ warmFunctions: ['send-messages'], senderIntervalMs: 0 });
  pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
});
afterAll(() => backend.stop());

type Template = { event: string; part: string; language: string; template: string };
const templates = () => backend.sql<Template>('select event, part, language, template from private.message_templates order by 1, 2, 3');
const events = () => backend.sql<{ event: string; params: string[] }>('select event, params from private.message_events order by 1');

describe('every event has its text in every language', () => {
  test('each part written in English exists in pcm, ha, yo and ig, and no language has a part English lacks', async () => {
    const rows = await templates();
    const have = new Set(rows.map((r) => `${r.event}/${r.part}/${r.language}`));
    const parts = [...new Set(rows.map((r) => `${r.event}/${r.part}`))];
    const missing = parts.flatMap((p) => LANGUAGES.filter((l) => !have.has(`${p}/${l}`)).map((l) => `${p}/${l}`));
    expect(missing).toEqual([]);
    const evs = await events();
    expect(evs.length).toBeGreaterThanOrEqual(30);
    // Every event has some text.
    expect(evs.filter((e) => !rows.some((r) => r.event === e.event)).map((e) => e.event)).toEqual([]);
  });

  test('a template uses only its event\'s parameters, and every language carries what English does', async () => {
    const params = new Map((await events()).map((e) => [e.event, new Set(e.params)]));
    const used = (t: string) => [...t.matchAll(/\{([a-z][a-z0-9_]*)\}/g)].map((m) => m[1]!);
    // English days and months ("Fri 27 Nov") are not written in other languages: they give {date} and {time} instead.
    const names = (t: string) => [...new Set(used(t).flatMap((n) => (n === 'when' ? ['date', 'time'] : [n])))].sort();
    const rows = await templates();
    const english = new Map(rows.filter((r) => r.language === 'en').map((r) => [`${r.event}/${r.part}`, names(r.template)]));
    const wrong = rows.filter((r) => used(r.template).some((n) => !params.get(r.event)!.has(n))
      || JSON.stringify(names(r.template)) !== JSON.stringify(english.get(`${r.event}/${r.part}`)));
    expect(wrong.map((r) => `${r.event}/${r.part}/${r.language}: ${r.template}`)).toEqual([]);
  });

  test('texts are in NFC with the languages\' own letters, and each push title pushes in every language', async () => {
    const rows = await templates();
    expect(rows.filter((r) => r.template !== r.template.normalize('NFC')).map((r) => r.template)).toEqual([]);
    const text = (l: string) => rows.filter((r) => r.language === l).map((r) => r.template).join(' ');
    expect(text('ha')).toMatch(/ɓ/);
    expect(text('ha')).toMatch(/ɗ/);
    expect(text('ha')).toMatch(/ƙ/);
    for (const ch of ['ọ', 'ẹ', 'ṣ', '\u0301', '\u0300']) expect(text('yo').normalize('NFD').includes(ch.normalize('NFD'))).toBe(true);
    for (const ch of ['ị', 'ọ', 'ụ']) expect(text('ig')).toContain(ch);
    const push = await backend.sql<{ title: string; urgent: boolean }>('select title, urgent from private.push_events');
    const urgent = new Map(push.map((p) => [p.title, p.urgent]));
    const titles = rows.filter((r) => r.part === 'title');
    for (const en of titles.filter((r) => r.language === 'en' && urgent.has(r.template))) {
      for (const t of titles.filter((r) => r.event === en.event)) {
        expect(urgent.get(t.template), `${en.event}/${t.language}`).toBe(urgent.get(en.template));
      }
    }
  });
});

const SITE = 'https://app.magani.health';

// Long but real values: the longest seeded pharmacy name, a six-digit order number, a long name,
// a seven-figure amount with kobo, and a short reason as pharmacies write them.
const LONG = {
  reference: 'ORD-2026-123456', pharmacy: 'Surulere MedCentre Pharmacy', rider: 'Chukwuemeka Okonkwo', phone: '+2348031234567',
  amount: '₦1,234,567.50', reason: 'Out of stock', link: '{site}/orders/0b6c4f0e-3d2a-4d7e-9b1a-2f6f0c1d9e8a/reorder', site: '{site}',
};
const smsOf = async (event: string, language: string, params: Record<string, string>) =>
  (await backend.sql<{ sent: string; written: string }>(
    `select private.message_text($1, 'sms', $2, $3) as written, private.sms_one_part_text(private.message_text($1, 'sms', $2, $3)) as sent`,
    [event, language, JSON.stringify(params)]))[0]!;

describe('security notices', () => {
  test('the changed-payout-account e-mail is a security notice in every language (sent whatever the settings)', async () => {
    const rows = await backend.sql<{ language: string; security: boolean }>(
      `select t.language, exists (select 1 from private.security_mail_subjects s where s.subject = t.template) as security
       from private.message_templates t where t.event = 'payout_account_changed' and t.part = 'subject' order by 1`);
    expect(rows).toEqual(['en', 'ha', 'ig', 'pcm', 'yo'].map((language) => ({ language, security: true })));
  });
});

describe('stored English reasons', () => {
  test('a refund\'s stored reason reads in the patient\'s language; any other reason stays as written', async () => {
    const rows = await backend.sql<{ yo: string; en: string; other: string }>(
      `select private.refund_reason_text('Declined by the pharmacy', 'yo') as yo, private.refund_reason_text('Declined by the pharmacy', 'en') as en,
              private.refund_reason_text('Paid twice by mistake', 'ha') as other`);
    expect(rows[0]).toEqual({ yo: 'Ilé oògùn kọ̀ ọ́dà náà', en: 'Declined by the pharmacy', other: 'Paid twice by mistake' });
  });
});

describe('every SMS is one part', () => {
  test('every event\'s SMS in every language, with long real values, is one part; only the refill link drops to plain letters', async () => {
    const smsEvents = [...new Set((await templates()).filter((r) => r.part === 'sms').map((r) => r.event))];
    expect(smsEvents.sort()).toEqual(['order_cancelled_pharmacy_suspended', 'order_confirmed', 'order_declined', 'order_delivered',
      'order_out_for_delivery', 'order_rider_assigned', 'prescription_quoted', 'prescription_refused', 'refill_reminder']);
    const report: string[] = [];
    for (const event of smsEvents) {
      for (const language of LANGUAGES) {
        const { written, sent } = await smsOf(event, language, LONG);
        const onPhone = sent.replaceAll('{site}', SITE);
        const parts = smsParts(onPhone);
        report.push(`${event}/${language}: ${parts.encoding} ${parts.units}`);
        expect(parts.parts, `${event}/${language}: ${onPhone}`).toBe(1);
        expect(sent.endsWith('...'), `${event}/${language} was cut`).toBe(false);
        expect(sent).not.toContain('₦');
        if (event === 'refill_reminder' && sent !== written.replaceAll('₦', 'N')) {
          // Rule 3: the link does not fit in 70, so the text goes in plain letters within 160.
          expect(['yo', 'ig']).toContain(language);
          expect(parts.encoding).toBe('gsm7');
          expect(sent).toBe(written.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
        } else {
          // Everything else keeps its tone marks and letters: only ₦ is written N.
          expect(sent, `${event}/${language}`).toBe(written.replaceAll('₦', 'N'));
        }
        if (language === 'en' || language === 'pcm') expect(parts.encoding, `${event}/${language}`).toBe('gsm7');
      }
    }
    expect(report.length).toBe(smsEvents.length * LANGUAGES.length);
  });

  test('a long free-text reason is cut to one part, by its own limit: 160 in GSM-7, 70 in UCS-2', async () => {
    const reason = 'We are out of this medicine and cannot restock it this week, sorry. '.repeat(3);
    for (const language of LANGUAGES) {
      const { sent, written } = await smsOf('order_declined', language, { ...LONG, reason });
      const parts = smsParts(sent);
      expect(parts.parts).toBe(1);
      expect(sent.endsWith('...')).toBe(true);
      expect(parts.units).toBe(parts.encoding === 'gsm7' ? 160 : 70);
      if (parts.encoding === 'ucs2') expect(written.startsWith(sent.slice(0, -3))).toBe(true);
    }
    // An emoji takes two UTF-16 units, and is counted so.
    const emoji = await backend.sql<{ t: string }>(`select private.sms_one_part_text($1) as t`, [`Ọ́dà ${'🙂'.repeat(40)}`]);
    expect(smsParts(emoji[0]!.t).parts).toBe(1);
  });
});

async function orderFor(language: string | null) {
  const { client, user } = await confirmedPatient(backend);
  if (language) expect((await client.rpc('set_my_language', { p_language: language })).data).toBe(language);
  const offer = await demoOffer(backend, { stock: 30 });
  const phone = `+23481${String(Date.now() % 1e8).padStart(8, '0')}`;
  const { orders } = await place(client, intent([{ offer_id: offer.id, quantity: 1 }], { phone }));
  return { client, user, phone, order: orders[0]! };
}
const smsTo = (phone: string) => backend.providers.state.sms.filter((m) => m.to === phone).map((m) => m.sms);
const bellOf = async (userId: string, orderId: string) =>
  backend.sql<{ title: string; body: string }>('select title, body from public.notifications where user_id = $1 and order_id = $2 order by created_at', [userId, orderId]);

describe('an order\'s messages in the patient\'s language', () => {
  test('Hausa: the pharmacy accepts the order; the SMS that reaches Termii, the bell and the push are in Hausa', async () => {
    const { client, user, phone, order } = await orderFor('ha');
    const device = backend.push.createDevice();
    expect((await client.rpc('save_push_subscription', { p_endpoint: device.endpoint, p_p256dh: device.keys.p256dh, p_auth: device.keys.auth })).error).toBeNull();
    expect((await pharmacy.rpc('confirm_order', { p_order_id: order.id })).error).toBeNull();
    await backend.sendMessages();
    expect(smsTo(phone)).toEqual([`Magani Demo Pharmacy ya karɓi odarku ${order.reference}.`]);
    const bell = await bellOf(user.id, order.id);
    expect(bell.at(-1)).toEqual({ title: 'An karɓi odarku', body: `Magani Demo Pharmacy ya karɓi odarku ${order.reference}.` });
    const pushes = backend.push.received.filter((r) => r.device === device.id);
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(pushes[0]!.payload!)).toMatchObject({ title: 'An karɓi odarku', url: `/orders/track?id=${order.reference}` });
    expect(pushes[0]!.urgency).toBe('high');
  });

  test('Yorùbá: accepted, then declined for another order with the pharmacy\'s own words kept as written', async () => {
    const { phone, order } = await orderFor('yo');
    expect((await pharmacy.rpc('confirm_order', { p_order_id: order.id })).error).toBeNull();
    await backend.sendMessages();
    expect(smsTo(phone)).toEqual([`Magani Demo Pharmacy ti gbà ọ́dà rẹ ${order.reference}.`]);
    const second = await orderFor('yo');
    expect((await pharmacy.rpc('decline_order', { p_order_id: second.order.id, p_reason: 'Out of stock' })).error).toBeNull();
    await backend.sendMessages();
    expect(smsTo(second.phone)).toEqual([`Wọ́n kọ̀ ọ́dà rẹ ${second.order.reference}: Out of stock`]);
  });

  test('English, chosen or never set, is word for word what it was', async () => {
    for (const language of [null, 'en']) {
      const { user, phone, order } = await orderFor(language);
      expect((await pharmacy.rpc('confirm_order', { p_order_id: order.id })).error).toBeNull();
      await backend.sendMessages();
      expect(smsTo(phone)).toEqual([`Magani Health: ${order.reference} was accepted by Magani Demo Pharmacy.`]);
      expect((await bellOf(user.id, order.id)).at(-1)).toEqual({ title: 'Order confirmed', body: `${order.reference} was accepted by Magani Demo Pharmacy.` });
    }
  });

  test('each person reads their own language: the pharmacy in Naijá hears of a cancellation in Naijá', async () => {
    const { client, order } = await orderFor('ig');
    const { client: pharmacyOwner } = await signedIn(backend, DEMO.pharmacy.email);
    expect((await pharmacyOwner.rpc('set_my_language', { p_language: 'pcm' })).error).toBeNull();
    try {
      expect((await client.rpc('cancel_order', { p_order_id: order.id })).error).toBeNull();
      expect((await bellOf(DEMO.pharmacy.id, order.id)).at(-1)).toEqual({ title: 'Order don cancel', body: `Patient don cancel ${order.reference}.` });
    } finally {
      await pharmacyOwner.rpc('set_my_language', { p_language: 'en' });
    }
  });
  test('a new order: the pharmacy in Hausa reads it in Hausa (bell and e-mail), the Igbo patient in Igbo', async () => {
    const { client: pharmacyOwner } = await signedIn(backend, DEMO.pharmacy.email);
    expect((await pharmacyOwner.rpc('set_my_language', { p_language: 'ha' })).error).toBeNull();
    try {
      const { user, order } = await orderFor('ig');
      const naira = `₦${order.total.toLocaleString('en-NG', { maximumFractionDigits: 2 })}`;
      expect((await bellOf(DEMO.pharmacy.id, order.id)).at(-1)).toEqual({ title: `Sabuwar oda ${order.reference}`, body: `Kaya 1, ${naira}, biya idan an kawo` });
      const mail = await backend.sql<{ subject: string; body: string }>(
        `select subject, body from private.outgoing_messages where channel = 'email' and subject = $1`, [`Sabuwar oda ${order.reference}`]);
      expect(mail).toEqual([{ subject: `Sabuwar oda ${order.reference}`, body: `Sabuwar oda ${order.reference} tana jiran ku a Magani Health: ${naira}, biya idan an kawo.` }]);
      expect((await bellOf(user.id, order.id)).at(-1)).toEqual({ title: 'Etinyela ọda', body: `${order.reference}: Magani Demo Pharmacy ga-ekwenye ya n'oge na-adịghị anya.` });
    } finally {
      await pharmacyOwner.rpc('set_my_language', { p_language: 'en' });
    }
  });
});

describe('what a suspension cancels', () => {
  // Last in this file: it suspends the demo pharmacy (and ends its sessions) before reactivating it.
  test('a Hausa patient\'s open order at a suspended pharmacy: the cancellation SMS and bell are in Hausa', async () => {
    const { user, phone, order } = await orderFor('ha');
    const admin = (await signedIn(backend, DEMO.admin.email)).client;
    expect((await admin.rpc('admin_suspend_user', { target: DEMO.pharmacy.id, reason: 'Licence check' })).error).toBeNull();
    try {
      await backend.sendMessages();
      expect(smsTo(phone)).toEqual([`An soke ${order.reference}: Magani Demo Pharmacy a rufe yake.`]);
      expect((await bellOf(user.id, order.id)).at(-1)).toEqual({ title: 'An soke odarku',
        body: `An soke odarku ${order.reference}: Magani Demo Pharmacy ba ya karɓar oda a yanzu. Ba ku da abin biya.` });
    } finally {
      expect((await admin.rpc('admin_reactivate_user', { target: DEMO.pharmacy.id })).error).toBeNull();
    }
  });
});
