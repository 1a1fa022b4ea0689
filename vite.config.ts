import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { prerender } from './src/ssr/prerender-plugin.ts';
import { compiledMessages } from './src/ssr/messages-plugin.ts';
import { roleScreens } from './src/ssr/role-screens.ts';
import { entryClosureChunk } from './src/ssr/entry-chunk.ts';
import { iconsImportedUnder } from './src/ssr/icon-chunk.ts';
import { mantineCssImports } from './src/ssr/mantine-css.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './sw/pwa.config.ts';

// Every page needs these: one file each instead of dozens of small shared chunks. (valibot is not
// among them: the routes read their ?query with plain functions, src/lib/search-params.ts, and
// valibot loads with the forms and data sources that use it.)
const frameworkModules = /node_modules[\\/](react|react-dom|scheduler|@tanstack|use-sync-external-store)[\\/]/;
const shellUiModules =
  /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/](core|components[\\/](Box))[\\/])/;

/** A language's compiled catalogue for an area (src/ssr/messages-plugin.ts) -> messages-<language>-<area>. */
const catalogueChunk = (id: string) => {
  const [, language, area] = /virtual:catalogue\/(\w+)\/([\w-]+)$/.exec(id) ?? [];
  return language && area ? `messages-${language}-${area}` : null;
};

const contentPageModules =
  /src[\\/](features[\\/]marketing[\\/]content[\\/]|routes[\\/](privacy|terms|cookies|licensing|help|faq|delivery|b2b|partner)\.tsx\?tsr-split)/;

/**
 * A production build talks to the hosted project, so it refuses to start without its URL and anon
 * key instead of silently pointing at 127.0.0.1 and the demo key. `MAGANI_LOCAL=1` marks a build
 * made for the local backend (supabase/local: npm start, npm test, tests/tools/e2e.mjs): it may fall
 * back to the local URL and demo key (src/lib/auth/api-config.ts).
 */
function apiSettings(command: string, mode: string) {
  const localBuild = process.env.MAGANI_LOCAL === '1';
  if (command === 'build' && mode === 'production' && !localBuild) {
    const env = loadEnv(mode, process.cwd(), 'VITE_');
    const missing = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'].filter((name) => !env[name]);
    if (missing.length) {
      throw new Error(
        `A production build needs ${missing.join(' and ')} (the hosted project's API URL and anon key, ` +
          'from the environment or a .env.production file). For a build against the local backend, ' +
          'set MAGANI_LOCAL=1 (npm start and npm test do).',
      );
    }
  }
  return localBuild ? { 'import.meta.env.VITE_LOCAL_BACKEND': JSON.stringify('1') } : {};
}

export default defineConfig(({ command, mode }) => ({
  define: apiSettings(command, mode),
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too: their catalogue sources stay out of the first load of every other route.
      codeSplittingOptions: {
        defaultBehavior: [['component'], ['loader'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    // The English messages in *.messages.ts and the catalogues of the other languages, compiled.
    compiledMessages(),
    // The theme's CSS variables are a stylesheet (src/theme-variables.css; the app passes
    // withCssVariables={false}). Mantine's component that would compute them is left out of the
    // build, and with it the default variables its module computes as it loads: part of the
    // framework's evaluation, a long task on a slow phone. (Tests keep it: src/theme-variables.test.tsx
    // compares the stylesheet with what it writes.)
    {
      name: 'no-runtime-css-variables',
      apply: 'build',
      enforce: 'pre',
      load(id) {
        if (/@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]MantineCssVariables\.mjs$/.test(id)) {
          return 'export function MantineCssVariables() { return null; }';
        }
      },
    },
    react(),
    // Each module gets the stylesheets of the Mantine components it imports (src/ssr/mantine-css.ts).
    mantineCssImports(),
    // The pages whose route declares `staticData.prerender`.
    prerender(),
    // Which files only a pharmacy's, doctor's, rider's or admin's screens use (kept at their sign-in).
    roleScreens(),
    // After prerender (its closeBundle runs first), so the worker precaches the prerendered pages.
    VitePWA(pwaOptions),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    outDir: process.env.MAGANI_DIST ?? 'dist',
    emptyOutDir: true,
    // tests/perf/budget.mjs reads the manifest to size each route's first load.
    manifest: true,
    // Lazy chunks list only their CSS for preloading: the table of every chunk's JS imports would
    // otherwise ride in the first load of every page (about 9 KB), and the service worker fetches
    // all chunks after the first visit anyway.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => deps.filter((d) => d.endsWith('.css')) },
    rolldownOptions: {
      // The landing page's script until first use (src/light.ts), beside the app (index.html).
      input: { index: 'index.html', light: 'src/light.ts' },
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: frameworkModules, priority: 30 },
            { name: 'ui', test: shellUiModules, priority: 20 },
            // The landing page's first script (src/light.ts) and what it imports, apart from the app
            // chunk, which loads at first use.
            { name: entryClosureChunk('src/light.ts', 'light'), priority: 11 },
            { name: entryClosureChunk('src/main.tsx'), priority: 10 },
            // The icons the landing page draws, in one file instead of one file per shared icon.
            { name: 'landing-icons', test: iconsImportedUnder('src/features/marketing/landing'), priority: 9 },
            // The legal, help and service pages share one chunk: their texts compress better together
            // and the precache carries one file instead of thirteen. Below the entry's group, so that
            // shell modules they import stay in the shell.
            { name: 'content-pages', test: contentPageModules, priority: 5 },
            // The review screens (writing, answering, moderating: all need the server) share one chunk
            // that the worker keeps on first use instead of precaching it, like the content pages.
            { name: 'review-screens', test: /src[\\/](features[\\/]reviews[\\/]|lib[\\/]reviews\.ts)/, priority: 5, includeDependenciesRecursively: false },
            // One file per language's messages (src/locales), fetched when that language is chosen.
            { name: catalogueChunk, test: /virtual:catalogue\//, priority: 6 },
            // The 774 LGAs, fetched by the forms that ask for one; kept by the worker on first use.
            { name: 'lgas', test: /src[\\/]lib[\\/]nigerian-lgas\.ts$/, priority: 5 },
            // supabase-js: loaded when a screen first talks to the server (src/lib/auth/client.ts), so
            // it is not precached: the worker keeps it on that first use (sw/precache.ts).
            { name: 'supabase', test: /node_modules[\\/]@supabase[\\/]/, priority: 5, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  server: { port: 5173, host: '127.0.0.1' },
}));
