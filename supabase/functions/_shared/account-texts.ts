// What the account functions write to a person (the sign-in code SMS, the confirmation e-mail), in
// the languages the app speaks. The language is the account's (profiles.language, set from the
// device at sign-up and by set_my_language); English when it has none or it cannot be read.
// The words follow src/locales/GLOSSARY.md; every code SMS is one SMS part (the test counts them).

export const accountLanguages = ['en', 'pcm', 'ha', 'yo', 'ig'] as const;
export type AccountLanguage = (typeof accountLanguages)[number];

export const isAccountLanguage = (value: unknown): value is AccountLanguage =>
  accountLanguages.includes(value as AccountLanguage);

interface AccountTexts {
  /** The sign-in or confirmation code SMS. */
  code: (otp: string) => string;
  /** Shown in the app when the SMS could not be sent (Auth hands the hook's message over). */
  smsFailed: string;
  smsLinkSent: string;
  confirmSubject: string;
  greeting: (name: string | null) => string;
  confirmLead: string;
  confirmButton: string;
  confirmExpiry: string;
}

export const accountTexts: Record<AccountLanguage, AccountTexts> = {
  en: {
    code: (otp) => `Your Magani Health code is ${otp}. Do not share it with anyone.`,
    smsFailed: 'We could not send an SMS to this number. Check it and try again.',
    smsLinkSent: 'We could not send an SMS to this number, so we e-mailed you a sign-in link instead.',
    confirmSubject: 'Confirm your Magani Health account',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    confirmLead: 'Confirm your e-mail address to activate your Magani Health account:',
    confirmButton: 'Confirm my e-mail address',
    confirmExpiry: 'The link expires in 24 hours. If you did not create an account, ignore this e-mail.',
  },
  pcm: {
    code: (otp) => `Your Magani Health code na ${otp}. No show am to anybody.`,
    smsFailed: 'We no fit send SMS to this number. Check am, then try again.',
    smsLinkSent: 'We no fit send SMS to this number, so we don send sign-in link to your e-mail.',
    confirmSubject: 'Confirm your Magani Health account',
    greeting: (name) => (name ? `How far ${name},` : 'How far,'),
    confirmLead: 'Confirm your e-mail address make your Magani Health account start to work:',
    confirmButton: 'Confirm my e-mail address',
    confirmExpiry: 'The link go expire for 24 hours. If no be you open account, just ignore this e-mail.',
  },
  ha: {
    code: (otp) => `Lambar Magani Health ɗinku: ${otp}. Kada ku bayyana ta ga kowa.`,
    smsFailed: 'Ba mu iya aika SMS zuwa wannan lambar ba. Ku duba ta, sannan ku sake gwadawa.',
    smsLinkSent: 'Ba mu iya aika SMS zuwa wannan lambar ba, don haka mun aiko muku da hanyar shiga ta imel.',
    confirmSubject: 'Tabbatar da asusunku na Magani Health',
    greeting: (name) => (name ? `Sannu ${name},` : 'Sannu,'),
    confirmLead: 'Ku tabbatar da adireshin imel ɗinku domin buɗe asusunku na Magani Health:',
    confirmButton: 'Tabbatar da adireshin imel ɗina',
    confirmExpiry: 'Hanyar za ta ƙare bayan awa 24. Idan ba ku ne kuka buɗe asusu ba, ku yi watsi da wannan imel.',
  },
  yo: {
    code: (otp) => `Kóòdù Magani Health yín: ${otp}. Ẹ má fi han ẹnikẹ́ni.`,
    smsFailed: 'A kò lè fi SMS ránṣẹ́ sí nọ́ńbà yìí. Ẹ ṣàyẹ̀wò rẹ̀, kí ẹ sì tún gbìyànjú.',
    smsLinkSent: 'A kò lè fi SMS ránṣẹ́ sí nọ́ńbà yìí, nítorí náà a fi ìjápọ̀ ìwọlé ránṣẹ́ sí ímeèlì yín.',
    confirmSubject: 'Ẹ jẹ́rìí àkọọ́lẹ̀ Magani Health yín',
    greeting: (name) => (name ? `Ẹ n lẹ́ ${name},` : 'Ẹ n lẹ́,'),
    confirmLead: 'Ẹ jẹ́rìí àdírẹ́sì ímeèlì yín kí àkọọ́lẹ̀ Magani Health yín lè bẹ̀rẹ̀ iṣẹ́:',
    confirmButton: 'Jẹ́rìí àdírẹ́sì ímeèlì mi',
    confirmExpiry: 'Ìjápọ̀ yìí yóò parí lẹ́yìn wákàtí 24. Bí kì í bá ṣe ẹ̀yin ló ṣí àkọọ́lẹ̀ kan, ẹ fojú fo ímeèlì yìí.',
  },
  ig: {
    code: (otp) => `Koodu Magani Health gị: ${otp}. Egosila ya onye ọ bụla.`,
    smsFailed: 'Anyị enweghị ike iziga SMS na nọmba a. Lelee ya, wee nwaa ọzọ.',
    smsLinkSent: 'Anyị enweghị ike iziga SMS na nọmba a, ya mere anyị zitere gị njikọ nbanye na email gị.',
    confirmSubject: 'Kwado akaụntụ Magani Health gị',
    greeting: (name) => (name ? `Ndewo ${name},` : 'Ndewo,'),
    confirmLead: 'Kwado adreesị email gị ka akaụntụ Magani Health gị malite ịrụ ọrụ:',
    confirmButton: 'Kwado adreesị email m',
    confirmExpiry: 'Njikọ a ga-agwụ mgbe awa 24 gachara. Ọ bụrụ na ọ bụghị gị mepere akaụntụ, leghara email a anya.',
  },
};

/**
 * The account's language: profiles.language read with the service role, else the language the
 * device gave at sign-up (user_metadata), else English. A failed read never blocks the message.
 */
export async function accountLanguage(opts: {
  supabaseUrl: string;
  serviceRoleKey?: string;
  userId?: string;
  metadata?: Record<string, unknown>;
  fetch?: typeof fetch;
}): Promise<AccountLanguage> {
  const fallback = isAccountLanguage(opts.metadata?.language) ? opts.metadata.language : 'en';
  if (!opts.serviceRoleKey || !opts.userId || !/^[0-9a-f-]{36}$/i.test(opts.userId)) return fallback;
  try {
    const res = await (opts.fetch ?? fetch)(
      `${opts.supabaseUrl.replace(/\/$/, '')}/rest/v1/profiles?select=language&user_id=eq.${opts.userId}`,
      { headers: { apikey: opts.serviceRoleKey, Authorization: `Bearer ${opts.serviceRoleKey}`, Accept: 'application/json' }, signal: AbortSignal.timeout(3000) },
    );
    if (!res.ok) return fallback;
    const language = ((await res.json()) as { language?: unknown }[])[0]?.language;
    return isAccountLanguage(language) ? language : fallback;
  } catch {
    return fallback;
  }
}
