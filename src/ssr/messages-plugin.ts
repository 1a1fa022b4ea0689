import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { Plugin } from 'vite';

/**
 * Compiles the app's messages at build time, so the browser gets Lingui's compiled form (arrays of
 * text and placeholders) and never ships an ICU parser:
 * - `virtual:catalogue/<locale>` is src/locales/<locale>.json (id -> ICU message), compiled;
 * - in `*.messages.ts` files (the English source, next to the screens that use it) every
 *   `message: '...'` literal is replaced by its compiled form. English therefore needs no catalogue
 *   at all: its text rides in the chunk of the screen that shows it, as it did before translation.
 * Ids are written readable ('shell.nav.home') and shipped as Lingui's six-character hash of
 * them, in the descriptors and the catalogues alike. A message with broken ICU syntax fails the
 * build with its id.
 */
const VIRTUAL = 'virtual:catalogue/';
const RESOLVED = '\0' + VIRTUAL;

/** The id a message ships with: six characters instead of its readable name. */
export const shippedId = (id: string) => generateMessageId(id);

export function compiledCatalogue(messages: Record<string, string>, where: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      try {
        return [shippedId(id), compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${where}: message "${id}" is not valid ICU: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
}

// One quoted literal after `message:` or `id:` (single or double quotes, on one line, with escapes).
const messageLiteral = /(\bmessage:\s*)('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")/g;
const idLiteral = /(\bid:\s*)('[^'\\\n]*'|"[^"\\\n]*")/g;

/** The value of a JS string literal as written in the source ('...' or "..."). */
function literalValue(literal: string): string {
  const body = literal.slice(1, -1);
  const quote = literal[0];
  // Re-quote as JSON: escaped single quotes become plain, double quotes inside '...' get escaped.
  const json = quote === '"' ? literal : `"${body.replace(/\\'/g, "'").replace(/"/g, '\\"')}"`;
  return JSON.parse(json) as string;
}

export function compileMessageSource(code: string, where: string): string {
  return code
    .replace(idLiteral, (_all, head: string, literal: string) => head + JSON.stringify(shippedId(literal.slice(1, -1))))
    .replace(messageLiteral, (_all, head: string, literal: string) => {
    const text = literalValue(literal);
    try {
      return head + JSON.stringify(compileMessageOrThrow(text));
    } catch (error) {
      throw new Error(`${where}: "${text}" is not valid ICU: ${(error as Error).message}`, { cause: error });
    }
  });
}

export function compiledMessages(root = process.cwd()): Plugin {
  return {
    name: 'magani:messages',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? RESOLVED + id.slice(VIRTUAL.length) : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const locale = id.slice(RESOLVED.length);
      if (!/^[a-z]{2,3}$/.test(locale)) throw new Error(`No catalogue for "${locale}"`);
      const file = path.resolve(root, 'src/locales', `${locale}.json`);
      this.addWatchFile(file);
      const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      return `export default ${JSON.stringify(compiledCatalogue(messages, file))};`;
    },
    transform(code, id) {
      // Only the modules themselves (not a ?raw copy).
      if (!/\.messages\.ts$/.test(id)) return undefined;
      return { code: compileMessageSource(code, id), map: null };
    },
  };
}
