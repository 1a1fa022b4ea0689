import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { areasFor, pageKey } from '../lib/i18n/areas';

/**
 * Compiles the app's messages at build time, so the browser gets Lingui's compiled form (arrays of
 * text and placeholders) and never ships an ICU parser:
 * - `virtual:catalogue/<language>/<area>` is src/locales/<language>/<area>.json (id -> ICU message),
 *   compiled; a language's `core` also exports `areas`, an import of each of its other areas, and
 *   `virtual:catalogue-loaders` maps each language to its core, so a new area file needs no code
 *   (src/lib/i18n/areas.ts says which area a path needs);
 * - in `*.messages.ts` files (the English source, next to the screens that use it) every
 *   `{ id: '...', message: '...' }` becomes `[id, compiled message]` (a plain text stays a string),
 *   the form src/lib/i18n/i18n.ts reads. English therefore needs no catalogue at all: its text
 *   rides in the chunk of the screen that shows it, as it did before translation.
 * Ids are written readable ('shell.nav.home') and shipped as a number of one or two characters
 * (its place among the catalogues' sorted ids), in the descriptors and the catalogues alike: a
 * random hash would not compress, and the ids ride in every page's first load. A message no
 * catalogue has yet keeps its readable id (and the catalogue test fails). A message with broken
 * ICU syntax fails the build with its id.
 */
const VIRTUAL = 'virtual:catalogue/';
const RESOLVED = '\0' + VIRTUAL;
const LOADERS = 'virtual:catalogue-loaders';
const RESOLVED_LOADERS = '\0' + LOADERS;

const catalogueLanguages = ['pcm', 'ha', 'yo', 'ig'];
const localesDir = (root: string) => path.resolve(root, 'src/locales');
const catalogueFile = (root: string, language: string, area: string) => path.join(localesDir(root), language, `${area}.json`);
const readCatalogue = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

/** The areas a language has catalogues for (the .json files in src/locales/<language>/). */
export const catalogueAreas = (root: string, language: string) =>
  readdirSync(path.join(localesDir(root), language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

/** Readable id -> shipped id, from the ids the catalogues hold. */
export function shippedIds(root = process.cwd()): Map<string, string> {
  const ids = new Set(
    catalogueLanguages.flatMap((language) =>
      catalogueAreas(root, language).flatMap((area) => Object.keys(readCatalogue(catalogueFile(root, language, area)))),
    ),
  );
  return new Map([...ids].sort().map((id, index) => [id, index.toString(36)]));
}

export function compiledCatalogue(messages: Record<string, string>, ids: Map<string, string>, where: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      try {
        return [ids.get(id) ?? id, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${where}: message "${id}" is not valid ICU: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
}

// One descriptor: `{ id: '...', message: '...' }` (single or double quotes, the message on one line).
const descriptor = /\{\s*id:\s*'([^'\\\n]+)',\s*message:\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"),?\s*\}/g;

/** The value of a JS string literal as written in the source ('...' or "..."). */
function literalValue(literal: string): string {
  const body = literal.slice(1, -1);
  const quote = literal[0];
  // Re-quote as JSON: escaped single quotes become plain, double quotes inside '...' get escaped.
  const json = quote === '"' ? literal : `"${body.replace(/\\'/g, "'").replace(/"/g, '\\"')}"`;
  return JSON.parse(json) as string;
}

export function compileMessageSource(code: string, ids: Map<string, string>, where: string): string {
  return code.replace(descriptor, (_all, id: string, literal: string) => {
    const text = literalValue(literal);
    let compiled: unknown[];
    try {
      compiled = compileMessageOrThrow(text);
    } catch (error) {
      throw new Error(`${where}: "${text}" is not valid ICU: ${(error as Error).message}`, { cause: error });
    }
    const plain = compiled.length === 1 && typeof compiled[0] === 'string';
    return JSON.stringify([ids.get(id) ?? id, plain ? compiled[0] : compiled]);
  });
}

// A reference to a message another module defines: `messageRef('admin.users.title')`.
const reference = /\bmessageRef\('([^'\\\n]+)'\)/g;

/**
 * `messageRef('readable.id')` becomes `messageRef("<shipped id>")`: a table can name another screen's
 * message by id without importing that screen's module (and its English) into its own chunk.
 */
export const compileMessageRefs = (code: string, ids: Map<string, string>) =>
  code.replace(reference, (_all, id: string) => `messageRef(${JSON.stringify(ids.get(id) ?? id)})`);


/**
 * Page catalogues. An app screen's area (src/lib/i18n/areas.ts) holds every message of several
 * screens, and `common` what several areas share: together more than a page shows. So the build
 * also writes, per language and per route of the app's screens, one file with the messages that
 * route's own modules hold (what it imports, at once or later: its dialogs), besides its title, the
 * dates' day and month names and the shell's messages (core):
 * assets/messages-<language>-page-<route>-<version>.json. A page in another language waits for
 * Lingui and that file only; its core and areas follow once it shows (src/lib/i18n/runtime.ts).
 * The public pages need no common part and keep loading their core and area.
 */
const PAGES = 'virtual:catalogue-pages';
const RESOLVED_PAGES = '\0' + PAGES;
const pagesMark = '__magani_pages__';

/**
 * src/routes/_admin/admin/users.tsx -> the router's id (/_admin/admin/users), its path with `$` for
 * each parameter (/admin/users, /orders/$/reorder), and a name for its page catalogues' files.
 */
export function routeOfFile(file: string): { id: string; path: string; key: string } | undefined {
  const rel = /src[\\/]routes[\\/](.+)\.tsx$/.exec(file)?.[1]?.split(path.sep).join('/');
  if (!rel || rel === '__root' || rel.split('/').some((segment) => segment.startsWith('-'))) return undefined;
  const segments = rel.split('/').flatMap((segment) => segment.split('.'));
  const last = segments[segments.length - 1];
  const id = '/' + segments.slice(0, -1).concat(last === 'index' ? [''] : last === 'route' ? [] : [last!]).join('/');
  const visible = segments.filter((segment) => !segment.startsWith('_') && segment !== 'index' && segment !== 'route');
  const routePath = '/' + visible.map((segment) => (segment.startsWith('$') ? '$' : segment)).join('/');
  return { id, path: routePath, key: pageKey(routePath) };
}

/** The readable message ids a module holds: its descriptors, or the messages it names by id. */
function idsOfModule(file: string, cache: Map<string, string[]>): string[] {
  let ids = cache.get(file);
  if (!ids) {
    const code = /[\\/]src[\\/].*\.tsx?$/.test(file) && existsSync(file) ? readFileSync(file, 'utf8') : '';
    ids = [...code.matchAll(file.endsWith('.messages.ts') ? /\bid:\s*'([^'\n]+)'/g : reference)].map((m) => m[1]!);
    cache.set(file, ids);
  }
  return ids;
}

/** Each route id's title message (src/components/app-shell/page-titles.ts), as readable ids. */
function titleIds(root: string): Map<string, string> {
  const dir = path.join(root, 'src/components/app-shell');
  const table = readFileSync(path.join(dir, 'page-titles.ts'), 'utf8');
  const source = readFileSync(path.join(dir, 'page-title.messages.ts'), 'utf8');
  const groups = new Map<string, Map<string, string>>();
  for (const [, group, body] of source.matchAll(/export const (\w+) = defineMessages\(\{([\s\S]*?)\n\}\);/g)) {
    groups.set(group!, new Map([...body!.matchAll(/(\w+):\s*\{\s*id:\s*'([^']+)'/g)].map((m) => [m[1]!, m[2]!])));
  }
  const titles = new Map<string, string>();
  for (const [, route, ref, group, key] of table.matchAll(/'([^']+)':\s*(?:messageRef\('([^']+)'\)|(\w+)\.(\w+))/g)) {
    const id = ref ?? groups.get(group!)?.get(key!);
    if (id) titles.set(route!, id);
  }
  return titles;
}

/** What the modules from `start` hold, following imports (at once and later) but not into other routes, the router or the catalogues. */
function reachableIds(
  start: string[],
  moduleInfo: (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null,
  stop: (id: string) => boolean,
  cache: Map<string, string[]>,
): Set<string> {
  const seen = new Set<string>();
  const ids = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const module = queue.pop()!;
    if (seen.has(module)) continue;
    seen.add(module);
    const file = module.split('?')[0]!;
    for (const id of idsOfModule(file, cache)) ids.add(id);
    const info = moduleInfo(module);
    if (!info) continue;
    for (const next of [...info.importedIds, ...info.dynamicallyImportedIds]) if (!seen.has(next) && !stop(next)) queue.push(next);
  }
  return ids;
}

export function compiledMessages(root = process.cwd()): Plugin {
  /** The routes with parameters that have page catalogues, and each language's files' version. */
  let pages: { params: string[]; versions: Record<string, string> } | undefined;
  return {
    name: 'magani:messages',
    enforce: 'pre',
    resolveId(id) {
      if (id === LOADERS) return RESOLVED_LOADERS;
      if (id === PAGES) return RESOLVED_PAGES;
      return id.startsWith(VIRTUAL) ? RESOLVED + id.slice(VIRTUAL.length) : undefined;
    },
    load(id) {
      // Becomes the page catalogues' list when the build writes the chunk (renderChunk); elsewhere
      // (the dev server, the prerendering's server build) it stays a string and pages load their areas.
      if (id === RESOLVED_PAGES) return `export default ${JSON.stringify(pagesMark)};`;
      if (id === RESOLVED_LOADERS) {
        // One entry per language, its core catalogue: the core knows its language's other areas.
        const entries = catalogueLanguages
          .filter((language) => catalogueAreas(root, language).includes('core'))
          .map((language) => `  ${language}: () => import('${VIRTUAL}${language}/core'),`);
        return `export default {\n${entries.join('\n')}\n};`;
      }
      if (!id.startsWith(RESOLVED)) return undefined;
      const [language, area] = id.slice(RESOLVED.length).split('/');
      if (!language || !area || !catalogueLanguages.includes(language) || !/^[a-z-]+$/.test(area)) {
        throw new Error(`No catalogue for "${id.slice(RESOLVED.length)}"`);
      }
      const file = catalogueFile(root, language, area);
      this.addWatchFile(file);
      const messages = `export default ${JSON.stringify(compiledCatalogue(readCatalogue(file), shippedIds(root), file))};`;
      if (area !== 'core') return messages;
      // The language's other areas ride with its core, which every page in it loads first: the
      // always-loaded runtime then lists four files, not every language's every area.
      const others = catalogueAreas(root, language)
        .filter((other) => other !== 'core')
        .map((other) => `  ${JSON.stringify(other)}: () => import('${VIRTUAL}${language}/${other}'),`);
      return `${messages}\nexport const areas = {\n${others.join('\n')}\n};`;
    },
    buildEnd(error) {
      if (error || this.environment?.config.build.ssr || this.environment?.config.command !== 'build') return;
      const moduleIds = [...this.getModuleIds()];
      const routesDir = path.join(root, 'src/routes') + path.sep;
      const routeFile = (id: string) => id.startsWith(routesDir) && /\.tsx(\?|$)/.test(id);
      const stop = (id: string) =>
        id.includes('node_modules') || id.startsWith('\0') || routeFile(id) || /src[\\/](routeTree\.gen|router|main|app)\.tsx?$/.test(id) || /src[\\/]lib[\\/]i18n[\\/]runtime\.ts$/.test(id);
      const info = (id: string) => this.getModuleInfo(id);
      const ids = shippedIds(root);
      const titles = titleIds(root);
      const read = new Map<string, string[]>();
      // Each language's messages compiled once: its core (shipped ids) and the rest by readable id.
      const compiledLanguages = new Map<string, { core: Record<string, unknown>; others: Map<string, unknown> }>();
      const compiled = (language: string) => {
        let found = compiledLanguages.get(language);
        if (!found) {
          const areaFiles = catalogueAreas(root, language).map((area) => [area, catalogueFile(root, language, area)] as const);
          const core = compiledCatalogue(readCatalogue(catalogueFile(root, language, 'core')), ids, `${language} core`);
          const others = new Map(
            areaFiles
              .filter(([area]) => area !== 'core')
              .flatMap(([, file]) => Object.entries(compiledCatalogue(readCatalogue(file), new Map(), file))),
          );
          found = { core, others };
          compiledLanguages.set(language, found);
        }
        return found;
      };
      // Lingui's module brings the dates' day and month names: every page with a date needs them.
      const runtime = moduleIds.find((id) => /src[\\/]lib[\\/]i18n[\\/]runtime\.ts$/.test(id));
      const everyPage = runtime ? reachableIds(info(runtime)?.importedIds.filter((id) => !stop(id)) ?? [], info, stop, read) : new Set<string>();
      // And the shell (the root route's layout) shows its messages on every page.
      const rootRoute = moduleIds.find((id) => id === path.join(routesDir, '__root.tsx'));
      const shellStop = (id: string) => stop(id) || (info(rootRoute!)?.dynamicallyImportedIds.includes(id) ?? false);
      if (rootRoute) reachableIds(info(rootRoute)?.importedIds.filter((id) => !stop(id)) ?? [], (id) => {
        const found = info(id);
        return found && { importedIds: found.importedIds, dynamicallyImportedIds: [] };
      }, shellStop, read).forEach((id) => everyPage.add(id));
      const routes = moduleIds.filter((id) => routeFile(id) && !id.includes('?')).map((file) => ({ file, route: routeOfFile(file) })).filter((r) => r.route);
      const files = new Map<string, Map<string, string>>(catalogueLanguages.map((language) => [language, new Map()]));
      const routePaths: string[] = [];
      for (const { file, route } of routes) {
        const { id: routeId, path: routePath, key } = route!;
        // The public pages (and the welcome page) keep their own areas: they need nothing shared.
        if (!areasFor(routePath.replace(/\$/g, 'x')).includes('common')) continue;
        if (routePaths.some((other) => pageKey(other) === key)) this.error(`Two routes would share the page catalogue "${key}"`);
        routePaths.push(routePath);
        // The route's modules, its code-split parts, and the layout routes around it (src/routes/_role.tsx).
        const own = moduleIds.filter((id) => id.split('?')[0] === file);
        const layouts = routeId.split('/').map((_, index, all) => all.slice(0, index).join('/')).filter((prefix) => /\/_[^/]+$/.test(prefix));
        for (const layout of layouts) own.push(...moduleIds.filter((id) => id.split('?')[0] === path.join(routesDir, `${layout.slice(1)}.tsx`)));
        const next = own.flatMap((id) => [...(info(id)?.importedIds ?? []), ...(info(id)?.dynamicallyImportedIds ?? [])]).filter((id) => own.includes(id) || !stop(id));
        const wanted = reachableIds([...own, ...next], info, (id) => !own.includes(id) && stop(id), read);
        everyPage.forEach((id) => wanted.add(id));
        const title = titles.get(routeId);
        if (title) wanted.add(title);
        for (const language of catalogueLanguages) {
          // The shell's messages (core) too: one file compresses better than two, and the core's
          // module, which lists the language's areas, can follow with them.
          const { core, others } = compiled(language);
          const messages = { ...core };
          for (const [id, message] of others) if (wanted.has(id)) messages[ids.get(id) ?? id] = message;
          files.get(language)!.set(key, JSON.stringify(messages));
        }
      }
      // One version per language for all its page files (their names need no list of hashes).
      const versions: Record<string, string> = {};
      for (const [language, byKey] of files) {
        const version = createHash('sha256').update([...byKey].flat().join('\n')).digest('base64url').slice(0, 8);
        versions[language] = version;
        for (const [key, source] of byKey) this.emitFile({ type: 'asset', fileName: `assets/messages-${language}-page-${key}-${version}.json`, source });
      }
      // A route without parameters needs no entry: its path names its file.
      pages = { params: routePaths.filter((routePath) => routePath.includes('$')).sort(), versions };
    },
    renderChunk(code) {
      if (!pages) return null;
      const mark = new RegExp(`(["'\`])${pagesMark}\\1`, 'g');
      return mark.test(code) ? { code: code.replace(mark, JSON.stringify(pages)), map: null } : null;
    },
    transform(code, id) {
      // Only the modules themselves (not a ?raw copy).
      if (/\.messages\.ts$/.test(id)) return { code: compileMessageSource(code, shippedIds(root), id), map: null };
      if (/[\\/]src[\\/].*\.tsx?$/.test(id) && code.includes('messageRef(')) return { code: compileMessageRefs(code, shippedIds(root)), map: null };
      return undefined;
    },
  };
}
