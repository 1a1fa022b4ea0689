import { setupI18n } from '@lingui/core';
import loaders from 'virtual:catalogue-loaders';
import { attachRuntime } from '@/lib/i18n/state';
import { areasFor, type Area } from '@/lib/i18n/areas';
import type { Language } from '@/lib/i18n/locales';

/**
 * Lingui itself: plurals and selects, and every message of a language other than English. Loaded
 * with another language's first catalogue, and imported by the screens that show a plural.
 */
export const lingui = setupI18n({ locale: 'en', messages: { en: {}, pseudo: {} } });
attachRuntime(lingui);

const loaded = new Set<string>();

/**
 * Fetches a language's catalogues for these areas into Lingui (each area once; an area without a
 * catalogue file has nothing to fetch). Lingui merges them into the language's messages.
 */
export async function loadCatalogue(language: Exclude<Language, 'en'>, wanted: readonly Area[]) {
  const missing = wanted.filter((area) => !loaded.has(`${language}/${area}`) && loaders[`${language}/${area}`]);
  const fetched = await Promise.all(missing.map((area) => loaders[`${language}/${area}`]!()));
  fetched.forEach(({ default: messages }, index) => {
    lingui.load(language, messages as never);
    loaded.add(`${language}/${missing[index]}`);
  });
}

/** Fetches what a page at `path` (without a language prefix) needs; true when anything was new. */
export async function loadForPath(language: Exclude<Language, 'en'>, path: string): Promise<boolean> {
  const wanted = areasFor(path).filter((area) => !loaded.has(`${language}/${area}`) && loaders[`${language}/${area}`]);
  await loadCatalogue(language, wanted);
  return wanted.length > 0;
}

/**
 * Fetches every area's catalogue of the language once the page is idle: the service worker keeps
 * them (sw/precache.ts), so every screen opens in this language offline too, not only those seen.
 */
export async function keepWholeLanguage(language: Exclude<Language, 'en'>) {
  // Only what goes through the worker is kept: on a first visit, wait until it controls the page.
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (worker && !worker.controller) await new Promise((resolve) => worker.addEventListener('controllerchange', resolve, { once: true }));
  // The catalogues this page fetched before that go through it once more.
  for (const entry of performance.getEntriesByType('resource')) {
    if (entry.name.includes(`/assets/messages-${language}-`)) void fetch(entry.name).catch(() => undefined);
  }
  const all = Object.keys(loaders)
    .filter((key) => key.startsWith(`${language}/`))
    .map((key) => key.slice(language.length + 1) as Area);
  return loadCatalogue(language, all);
}
