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

// Counts changes of language and arrivals of catalogues: what only reads messages on demand (the
// document's title) watches it to read them again once an area's catalogue is in. English has no
// catalogues to wait for (Lingui arriving for a plural changes nothing there).
let messagesChanged = 0;
export const messagesVersion = () => (state.locale === 'en' ? 0 : messagesChanged);

export function announceLocale() {
  messagesChanged++;
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
