import { setupI18n } from '@lingui/core';
import { attachRuntime } from '@/lib/i18n/state';
import type { Language } from '@/lib/i18n/locales';

/**
 * Lingui itself: plurals and selects, and every message of a language other than English. Loaded
 * with another language's catalogue, and imported by the screens that show a plural.
 */
export const lingui = setupI18n({ locale: 'en', messages: { en: {}, pseudo: {} } });
attachRuntime(lingui);

const catalogues: Record<Exclude<Language, 'en'>, () => Promise<{ default: Record<string, unknown> }>> = {
  pcm: () => import('virtual:catalogue/pcm'),
  ha: () => import('virtual:catalogue/ha'),
  yo: () => import('virtual:catalogue/yo'),
  ig: () => import('virtual:catalogue/ig'),
};

/** Fetches a language's catalogue (one file per language) into Lingui. */
export async function loadCatalogue(language: Exclude<Language, 'en'>) {
  const { default: messages } = await catalogues[language]();
  lingui.load(language, messages as never);
}
