// Build options for vite-plugin-pwa, kept beside the worker they build (vite.config.ts uses them).
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { roleOnlyFiles } from '../src/ssr/role-screens.ts';
import { languages } from '../src/lib/i18n/locales.ts';

const nonEnglishCatalogues = languages.filter((language) => language !== 'en').map((language) => `assets/messages-${language}-*`);

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  // The app registers the worker itself after first paint (src/lib/pwa/register.ts).
  injectRegister: false,
  includeAssets: ['favicon.svg'],
  // The browser fetches the manifest's icons itself when it offers the install; precaching them
  // too would download them twice on a first visit.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Magani Health',
    short_name: 'Magani',
    description:
      'Order medicines from verified Nigerian pharmacies, book a doctor consultation and track delivery, even on a patchy connection.',
    lang: 'en-NG',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#0b7a55',
    background_color: '#ffffff',
    categories: ['medical', 'health', 'shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // svg, webmanifest and icons/ are left out on purpose: the plugin adds the manifest, its icons
    // and includeAssets itself, and listing them here too would precache them twice.
    globPatterns: ['**/*.{js,css,html,png,json,ico,txt,woff2}'],
    // The legal, help and service texts (one chunk, see vite.config.ts) are not precached, to keep
    // the precache within its budget: the worker keeps them once any of those pages has been opened
    // (sw/precache.ts), and from then on they all open offline.
    // The catalogue's worker (assets/catalogue-worker-*) is kept when the background download first
    // runs it, after the first visit (src/lib/catalogue/background.ts).
    // supabase-js (assets/supabase-*, 54 KB) only runs with a connection, when a screen first talks
    // to the server: the worker keeps it then, so a guest who only looks around never downloads it.
    // The review screens, the booking calendar's script (assets/SchedulingCard-*.js: choosing a time
    // needs the doctor's free times from the server) and the LGA list (assets/lgas-*) likewise: kept
    // once opened (a review screen, a doctor chosen on /consultations/book, a form that asks for an
    // LGA). The calendar's stylesheet stays precached: a stylesheet that failed to load once is not
    // asked for again by the page, so a retry after a failed load would show the calendar unstyled. The prerendered pages (/, /about, /drugs/search, /auth/login,
    // the aliases /home, /pharmacy...) are for first visits, before the worker: with the worker, their
    // scripts are on the device and it opens them from the app shell (shell.html) like any other
    // route (about 140 KB less: each page carries its CSS inline).
    // The catalogues of the languages other than English (assets/messages-<lang>-*) and Lingui
    // (assets/runtime-*) are kept once chosen: most devices use one language, and English needs
    // neither (src/lib/i18n/english.test.ts writes every English message without Lingui). Named per language: other
    // chunks are called messages-* too (a screen's English messages), and those are precached.
    // The pharmacy, doctor, rider and admin screens (and what only they use) are not precached: the
    // worker keeps a role's files when that role signs in on the device and drops them at sign-out
    // (src/ssr/role-screens.ts writes the lists, sw/role-screens.ts keeps them).
    manifestTransforms: [
      async (entries) => ({ manifest: entries.filter((entry) => !roleOnlyFiles.has(entry.url.replace(/^\//, ''))), warnings: [] }),
    ],
    globIgnores: ['icons/**', 'assets/content-pages-*', 'assets/review-screens-*', 'assets/SchedulingCard-*.js', 'assets/lgas-*', 'assets/catalogue-worker-*', 'assets/supabase-*', 'assets/runtime-*', ...nonEnglishCatalogues, '**/index.html'],
  },
};
