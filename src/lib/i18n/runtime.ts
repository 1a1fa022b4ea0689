import { setupI18n } from '@lingui/core';
import cores from 'virtual:catalogue-loaders';
import pages from 'virtual:catalogue-pages';
import { announceLocale, attachRuntime } from '@/lib/i18n/state';
import { afterPageLoad } from '@/lib/pwa/idle';
import { areasFor, pageKey, type Area } from '@/lib/i18n/areas';
import type { Language } from '@/lib/i18n/locales';
// Dates' day and month names in the other languages come with them.
import '@/lib/i18n/date-names';

/**
 * Lingui itself: plurals and selects, and every message of a language other than English. Loaded
 * with another language's first catalogue, and imported by the screens that show a plural.
 */
export const lingui = setupI18n({ locale: 'en', messages: { en: {}, pseudo: {} } });
attachRuntime(lingui);

const loaded = new Set<string>();
type Core = Awaited<ReturnType<(typeof cores)[string]>>;
const coreFetch = new Map<string, Promise<Core>>();

/** A language's core catalogue, which lists its other areas; into Lingui once. */
function coreOf(language: Exclude<Language, 'en'>): Promise<Core> {
  let fetching = coreFetch.get(language);
  if (!fetching) {
    const load = cores[language];
    if (!load) return Promise.reject(new Error(`No catalogue for ${language}`));
    fetching = load().then((core) => {
      lingui.load(language, core.default as never);
      loaded.add(`${language}/core`);
      return core;
    });
    // A failed fetch (offline, never kept) is tried again next time.
    fetching.catch(() => coreFetch.delete(language));
    coreFetch.set(language, fetching);
  }
  return fetching;
}

/**
 * Fetches a language's catalogues for these areas into Lingui (the core first, then each other
 * area once; an area without a catalogue file has nothing to fetch). Lingui merges them into the
 * language's messages. True when anything was new.
 */
export async function loadCatalogue(language: Exclude<Language, 'en'>, wanted: readonly Area[]): Promise<boolean> {
  const before = loaded.size;
  const { areas } = await coreOf(language);
  const missing = wanted.filter((area) => !loaded.has(`${language}/${area}`) && areas[area]);
  const fetched = await Promise.all(missing.map((area) => areas[area]!()));
  fetched.forEach(({ default: messages }, index) => {
    lingui.load(language, messages as never);
    loaded.add(`${language}/${missing[index]}`);
  });
  return loaded.size > before;
}

/**
 * The page catalogue of an app screen's route at `path`, when the build wrote them
 * (src/ssr/messages-plugin.ts): a route with parameters is on the build's list, any other is named
 * by its path. (An unknown path's file does not exist: its page takes its areas.)
 */
function pageFile(language: Exclude<Language, 'en'>, path: string, wanted: readonly Area[]): string | undefined {
  if (typeof pages === 'string' || !pages.versions[language] || !wanted.includes('common')) return undefined;
  const route = pages.params.find((pattern) => new RegExp(`^${pattern.replace(/\$/g, '[^/]+')}/?$`).test(path)) ?? path.replace(/\/+$/, '');
  return route ? `/assets/messages-${language}-page-${pageKey(route)}-${pages.versions[language]}.json` : undefined;
}

async function loadPage(language: Exclude<Language, 'en'>, file: string): Promise<boolean> {
  if (loaded.has(file)) return false;
  const response = await fetch(file);
  if (!response.ok) throw new Error(`${file}: ${response.status}`);
  lingui.load(language, (await response.json()) as never);
  loaded.add(file);
  return true;
}

/**
 * Fetches what a page at `path` (without a language prefix) needs; true when anything was new.
 * An app screen waits for its page catalogue only (the shell's messages and those its own modules
 * show); its core and areas, which hold more (the area's other screens, what several areas share),
 * follow once it shows. A public page, or a page catalogue that cannot be fetched (offline, never kept), waits for
 * the areas.
 */
export async function loadForPath(language: Exclude<Language, 'en'>, path: string): Promise<boolean> {
  const bare = path.split(/[?#]/)[0] || '/';
  const wanted = areasFor(bare);
  const file = pageFile(language, bare, wanted);
  if (file && !wanted.every((area) => loaded.has(`${language}/${area}`))) {
    try {
      const added = await loadPage(language, file);
      afterPageLoad(() => {
        void loadCatalogue(language, wanted)
          .then((more) => more && announceLocale())
          .catch(() => undefined);
      }, 0);
      return added;
    } catch {
      // The areas below.
    }
  }
  return loadCatalogue(language, wanted);
}

/**
 * Fetches every area's catalogue of the language once the page is idle: the service worker keeps
 * them (sw/precache.ts), so every screen opens in this language offline too, not only those seen.
 */
export async function keepWholeLanguage(language: Exclude<Language, 'en'>) {
  // Only what goes through the worker is kept: on a first visit, wait until it controls the page.
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (worker && !worker.controller) await new Promise((resolve) => worker.addEventListener('controllerchange', resolve, { once: true }));
  // The catalogues (and Lingui) this page fetched before that go through it once more.
  for (const entry of performance.getEntriesByType('resource')) {
    if (entry.name.includes(`/assets/messages-${language}-`) || /\/assets\/runtime-[\w-]+\.js$/.test(entry.name)) void fetch(entry.name).catch(() => undefined);
  }
  const { areas } = await coreOf(language);
  return loadCatalogue(language, Object.keys(areas) as Area[]);
}
