import { isLanguage, type Locale } from '@/lib/i18n/locales';

/** The language chosen on this device (the switcher), kept across visits. */
export const LANGUAGE_KEY = 'magani-language';

export function storedChoice(): Locale | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) || value === 'pseudo' ? value : undefined;
  } catch {
    return undefined;
  }
}
