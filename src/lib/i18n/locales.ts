/** The languages the app speaks. English is the source: its text lives in the code. */
export const languages = ['en', 'pcm', 'ha', 'yo', 'ig'] as const;
export type Language = (typeof languages)[number];
/** For tests only: every English string wrapped and lengthened (src/lib/i18n/i18n.ts). */
export type Locale = Language | 'pseudo';

/** Each language's name in itself, as the switcher shows it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  pcm: 'Naijá',
  ha: 'Hausa',
  yo: 'Yorùbá',
  ig: 'Igbo',
};

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/** The language a path is in: its prefix (/yo/about), English without one. */
export function languageOfPath(pathname: string): Language {
  const first = /^\/([a-z]{2,3})(?=\/|$)/.exec(pathname)?.[1];
  return first && first !== 'en' && isLanguage(first) ? first : 'en';
}

/** The path without its language prefix: /yo/about -> /about, /yo -> /. */
export function stripLanguage(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === 'en') return pathname;
  return pathname.slice(language.length + 1) || '/';
}

/** The path in a language: /about -> /yo/about (English has no prefix). */
export function withLanguage(pathname: string, language: Language): string {
  const bare = stripLanguage(pathname);
  if (language === 'en') return bare;
  return bare === '/' ? `/${language}/` : `/${language}${bare}`;
}
