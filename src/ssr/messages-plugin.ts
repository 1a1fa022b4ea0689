import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

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

export function compiledMessages(root = process.cwd()): Plugin {
  return {
    name: 'magani:messages',
    enforce: 'pre',
    resolveId(id) {
      if (id === LOADERS) return RESOLVED_LOADERS;
      return id.startsWith(VIRTUAL) ? RESOLVED + id.slice(VIRTUAL.length) : undefined;
    },
    load(id) {
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
    transform(code, id) {
      // Only the modules themselves (not a ?raw copy).
      if (/\.messages\.ts$/.test(id)) return { code: compileMessageSource(code, shippedIds(root), id), map: null };
      if (/[\\/]src[\\/].*\.tsx?$/.test(id) && code.includes('messageRef(')) return { code: compileMessageRefs(code, shippedIds(root)), map: null };
      return undefined;
    },
  };
}
