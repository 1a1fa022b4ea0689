import { activate } from '@/lib/i18n/i18n';
import { LANGUAGE_KEY } from '@/lib/i18n/stored-language';
import { state } from '@/lib/i18n/state';
import type { Language } from '@/lib/i18n/locales';

/**
 * The switcher's choice: kept on the device, made current, and saved to the account when one is
 * signed in (src/lib/i18n/account-language.ts; a failed save is tried again at the next change or
 * sign-in). Returns once the language's catalogue has loaded.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice lasts for this visit.
  }
  await activate(language);
  state.moveTo?.(language);
  void import('@/lib/i18n/account-language').then((m) => m.saveLanguageToAccount(language)).catch(() => undefined);
}
