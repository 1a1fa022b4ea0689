import { readdirSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { startScriptsAfterPaint } from './script-loader';
import { languages, withLanguage } from '../lib/i18n/locales';
import { areasFor, pageKey } from '../lib/i18n/areas';

/**
 * Prerenders the public pages (routes with `staticData.prerender`) to HTML after the client build, so they show their content with
 * JavaScript off (Opera Mini's data-saving mode) and paint before any script runs. The empty
 * SPA shell is kept as shell.html for every other route (server fallback and service worker).
 * Runs before vite-plugin-pwa's closeBundle so the service worker precaches the result.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'magani:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (config.build.ssr || process.env.MAGANI_NO_PRERENDER) return;
        const started = Date.now();
        const outDir = path.resolve(config.root, config.build.outDir);
        // One folder per output directory: side-by-side builds must not share it.
        const ssrDir = path.resolve(config.root, 'node_modules/.cache/magani-ssr', path.basename(path.dirname(outDir)) + '-' + path.basename(outDir));
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: 'src/ssr/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false },
        });
        const entry = pathToFileURL(path.join(ssrDir, 'entry-server.js')).href;
        const { render, pages } = (await import(`${entry}?t=${started}`)) as typeof import('./entry-server');
        const facts = pages();
        const routes = facts.filter((page) => page.prerender).map((page) => page.path);
        // The route list for the end-to-end sweep (tests/e2e/support/routes.ts), beside Vite's manifest.
        await writeFile(path.join(outDir, '.vite/routes.json'), JSON.stringify(facts, null, 1));

        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        await copyFile(path.join(outDir, 'index.html'), path.join(outDir, 'shell.html'));
        // Every page in every language, under its prefix (/yo/about), each naming all its versions.
        const site = (process.env.SITE_URL ?? '').replace(/\/+$/, '');
        const pagesInLanguages = routes.flatMap((route) => languages.map((language) => ({ route, language, url: withLanguage(route, language) })));
        for (const { route, language, url } of pagesInLanguages) {
          const { html, title, description, lang } = await render(url);
          // hreflang wants full addresses: with SITE_URL (the deployed app's address, as the server's
          // functions use it) they are written here; without it the app completes them from the
          // page's own origin once it runs (src/components/app-shell/DocumentMeta.tsx).
          const alternates = [
            ...languages.map((other) => `    <link rel="alternate" hreflang="${other}" href="${site}${withLanguage(route, other)}">`),
            `    <link rel="alternate" hreflang="x-default" href="${site}${route}">`,
          ].join('\n');
          // The route's own chunks and CSS are linked in the HTML: the page is styled without
          // JavaScript, and hydration does not wait for a second round trip. A page in another
          // language also names its catalogue and Lingui, which it needs before it hydrates.
          const page = template
            .replace('<html lang="en-NG">', `<html lang="${lang}">`)
            .replace('</head>', `${routeAssetTags(manifest, route, template)}\n${languageTags(manifest, language, route, outDir)}${alternates}\n  </head>`)
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
            .replace(/(<meta name="description" content=")[^"]*"/, (tag, start: string) =>
              description ? `${start}${escapeHtml(description)}"` : tag,
            )
            .replace('<!--app-html-->', html);
          const file = path.join(outDir, url, 'index.html');
          await mkdir(path.dirname(file), { recursive: true });
          // Pages whose HTML is already all they show (the landing, about and contact pages, sign-in
          // and registration) load the app at first use, their light script at the paint
          // (src/light.ts). The search and booking pages read prices and doctors on the device: they
          // need the app at once.
          const light = areasFor(route).some((area) => completeInHtml.has(area)) ? lightScripts(manifest) : [];
          await writeFile(file, startScriptsAfterPaint(await inlineStylesheets(page, outDir), light));
        }
        config.logger.info(`prerendered ${pagesInLanguages.length} pages (${routes.length} in ${languages.length} languages) in ${Date.now() - started} ms`);
      },
    },
  };
}

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isDynamicEntry?: boolean }>;

/** src/routes/pharmacy/index.tsx?tsr-split=component -> /pharmacy */
export function routePathOf(manifestKey: string): string {
  const rel = manifestKey.replace(/^src\/routes\//, '').replace(/\?.*$/, '').replace(/\.tsx?$/, '');
  // Folders such as _pharmacy/ are guard layouts: they add no URL segment.
  return '/' + rel.split('/').filter((s) => s !== 'index' && s !== 'route' && !s.startsWith('_')).join('/');
}

function routeAssetTags(manifest: Manifest, route: string, template: string): string {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  Object.keys(manifest)
    .filter((key) => key.startsWith('src/routes/') && manifest[key]!.isDynamicEntry && routePathOf(key) === route)
    .forEach(visit);
  const fresh = (file: string) => !template.includes(`/${file}"`);
  return [
    ...[...css].filter(fresh).map((c) => `    <link rel="stylesheet" crossorigin href="/${c}">`),
    ...[...files].filter(fresh).map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n');
}

const completeInHtml = new Set(['landing', 'public', 'account']);

/** The first script of a page whose app waits for first use, and what it imports (src/light.ts). */
function lightScripts(manifest: Manifest): string[] {
  const entry = manifest['src/light.ts'];
  if (!entry) throw new Error('The build has no src/light.ts entry');
  return [`/${entry.file}`, ...(entry.imports ?? []).map((key) => `/${manifest[key]!.file}`)];
}

/**
 * Preloads of Lingui and the language's messages the page waits for (English needs neither): an app
 * screen's page catalogue, or a public page's core and area (src/lib/i18n/runtime.ts, loadForPath).
 */
function languageTags(manifest: Manifest, language: string, route: string, outDir: string): string {
  if (language === 'en') return '';
  const runtime = Object.values(manifest).map((chunk) => chunk.file).filter((file) => /^assets\/runtime-[\w-]+\.js$/.test(file));
  const pageStart = `messages-${language}-page-${pageKey(route.replace(/\/$/, '') || '/')}-`;
  const page = readdirSync(path.join(outDir, 'assets')).find((file) => file.startsWith(pageStart) && /^[\w-]{8}\.json$/.test(file.slice(pageStart.length)));
  if (page) {
    return [
      ...runtime.map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">\n`),
      `    <link rel="preload" as="fetch" crossorigin href="/assets/${page}">\n`,
    ].join('');
  }
  const wanted = areasFor(route).map((area) => `assets/messages-${language}-${area}-`);
  const files = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => wanted.some((start) => file.startsWith(start)));
  return [...runtime, ...files].map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">\n`).join('');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Stylesheets go inline: a first visit paints from the HTML alone instead of waiting for several
 * CSS requests. Each link stays behind, disabled (not fetched, not applied), so the loader of lazy
 * chunks sees the file as present and does not add it a second time.
 */
async function inlineStylesheets(page: string, outDir: string): Promise<string> {
  const links = [...page.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g)];
  let result = page;
  for (const [tag, file] of links) {
    const css = await readFile(path.join(outDir, file!), 'utf8');
    result = result.replace(tag, `<style>${css}</style>${tag.replace('>', ' disabled>')}`);
  }
  return result;
}
