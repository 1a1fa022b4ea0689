import type { I18n } from '@lingui/core';
import type { Language, Locale } from '@/lib/i18n/locales';

// The current language, who listens for changes, and Lingui once it has loaded (kept apart from
// i18n.ts so that the runtime can register itself without importing what imports it).
export const state: { locale: Locale; runtime?: I18n; moveTo?: (language: Language) => void } = { locale: 'en' };
const listeners = new Set<() => void>();

export const currentLocale = () => state.locale;

export function subscribeLocale(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function announceLocale() {
  listeners.forEach((listener) => listener());
}

/** Called by src/lib/i18n/runtime.ts when it loads: from then on Lingui formats the messages. */
export function attachRuntime(instance: I18n) {
  state.runtime = instance;
  instance.activate(state.locale);
  announceLocale();
}

/** How the app puts a newly chosen language into the URL (main.tsx gives the router's way). */
export function followLanguageInUrl(move: (language: Language) => void) {
  state.moveTo = move;
}
