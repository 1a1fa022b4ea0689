import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { languages } from '@/lib/i18n/locales';
import { areas } from '@/lib/i18n/areas';
import { catalogueAreas, shippedIds } from '@/ssr/messages-plugin';

// The English source: every *.messages.ts file, as the build compiles it (ids hashed, messages
// compiled), and its readable ids read from the file itself.
// Shipped as [id, English] (src/ssr/messages-plugin.ts).
const sources = import.meta.glob<Record<string, Record<string, [string, unknown]>>>('/src/**/*.messages.ts', { eager: true });
const english = new Map<string, unknown>();
const ids = shippedIds();
const shippedId = (id: string) => ids.get(id) ?? id;
for (const [file, module] of Object.entries(sources)) {
  const readable = [...readFileSync(path.join(process.cwd(), file), 'utf8').matchAll(/\bid:\s*'([^']+)'/g)].map((m) => m[1]!);
  const compiled = new Map(Object.values(module).flatMap((group) => Object.values(group)).map(([id, message]) => [id, message]));
  for (const id of readable) {
    if (english.has(id)) throw new Error(`${file}: the id ${id} is used twice`);
    if (!compiled.has(shippedId(id))) throw new Error(`${file}: ${id} is not a message the build compiled`);
    english.set(id, compiled.get(shippedId(id)));
  }
  if (compiled.size !== readable.length) throw new Error(`${file}: two ids share a hash, or an id is not written as id: '...'`);
}

// A language's messages, each with the area file it sits in (src/locales/<language>/<area>.json).
const areaFile = (language: string, area: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, language, `${area}.json`), 'utf8')) as Record<string, string>;
function catalogue(language: string): { messages: Record<string, string>; areaOf: Map<string, string>; twice: string[] } {
  const messages: Record<string, string> = {};
  const areaOf = new Map<string, string>();
  const twice: string[] = [];
  for (const area of catalogueAreas(process.cwd(), language)) {
    for (const [id, text] of Object.entries(areaFile(language, area))) {
      if (areaOf.has(id)) twice.push(`${id} (${areaOf.get(id)} and ${area})`);
      messages[id] = text;
      areaOf.set(id, area);
    }
  }
  return { messages, areaOf, twice };
}
const others = languages.filter((l) => l !== 'en');

/** The placeholder and plural/select argument names in a compiled message (tokens are text or arrays). */
function argumentsOf(tokens: unknown, found = new Set<string>()): Set<string> {
  if (!Array.isArray(tokens)) return found;
  for (const token of tokens) {
    if (!Array.isArray(token)) continue;
    const [name, , branches] = token as [string, string?, Record<string, unknown>?];
    found.add(name);
    if (branches) for (const branch of Object.values(branches)) argumentsOf(branch, found);
  }
  return found;
}

describe('message catalogues', () => {
  it('the English source has messages', () => {
    expect(english.size).toBeGreaterThan(50);
  });

  it('every catalogue file is an area the app loads', () => {
    const unknown = others.flatMap((language) => catalogueAreas(process.cwd(), language).filter((area) => !(areas as readonly string[]).includes(area)));
    expect(unknown).toEqual([]);
  });

  for (const language of others) {
    describe(language, () => {
      const { messages, areaOf, twice } = catalogue(language);
      it('keeps each area file sorted by id (so additions from different screens merge cleanly)', () => {
        const unsorted = catalogueAreas(process.cwd(), language).filter((area) => {
          const ids = Object.keys(areaFile(language, area));
          return ids.some((id, index) => index > 0 && ids[index - 1]! > id);
        });
        expect(unsorted).toEqual([]);
      });
      it('has each message in one area, the same area as the first language', () => {
        expect(twice).toEqual([]);
        const reference = catalogue(others[0]!).areaOf;
        expect([...areaOf].filter(([id, area]) => reference.has(id) && reference.get(id) !== area)).toEqual([]);
      });
      it('has every message English has', () => {
        expect([...english.keys()].filter((id) => !(id in messages))).toEqual([]);
      });
      it('has no message English no longer has', () => {
        expect(Object.keys(messages).filter((id) => !english.has(id))).toEqual([]);
      });
      it('uses the same placeholders as English, in valid ICU', () => {
        const differing = Object.entries(messages)
          .filter(([id]) => english.has(id))
          .filter(([id, text]) => {
            const mine = [...argumentsOf(compileMessageOrThrow(text))].sort().join();
            const source = [...argumentsOf(english.get(id))].sort().join();
            return mine !== source;
          })
          .map(([id]) => id);
        expect(differing).toEqual([]);
      });
    });
  }
});
