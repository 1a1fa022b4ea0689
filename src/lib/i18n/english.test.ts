import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { translate, type Message } from '@/lib/i18n/i18n';
import { state } from '@/lib/i18n/state';

// Every English message of the app, as the build ships it: [id, English compiled].
const sources = import.meta.glob<Record<string, Record<string, [string, unknown]>>>('/src/**/*.messages.ts', { eager: true });
const messages = Object.values(sources).flatMap((module) => Object.values(module).flatMap((group) => Object.values(group)));

type Token = string | [string, string?, Record<string, unknown>?];
/** The message's placeholders: plural and select names with their cases, and plain ones. */
function placeholders(tokens: unknown, found = new Map<string, { type?: string; cases: string[] }>()) {
  if (!Array.isArray(tokens)) return found;
  for (const token of tokens as Token[]) {
    if (typeof token === 'string') continue;
    const [name, type, cases] = token;
    const seen = found.get(name) ?? { type, cases: [] };
    if (type) seen.type = type;
    found.set(name, seen);
    for (const [key, branch] of Object.entries(cases ?? {})) {
      seen.cases.push(key);
      placeholders(branch, found);
    }
  }
  return found;
}

describe('English text without Lingui', () => {
  // Lingui as the reference, apart from the app's own runtime: with none attached, the app writes
  // English by hand, and a message it cannot write comes out empty here (and fails).
  const lingui = setupI18n({ locale: 'en', messages: { en: {} } });
  const counts = [0, 1, 2, 5, 11, 21, 100, 1234, 1_000_000, -1];

  it('is what Lingui writes, for every message with every count and choice', () => {
    expect(state.runtime).toBeUndefined();
    expect(messages.length).toBeGreaterThan(1000);
    let plurals = 0;
    for (const shipped of messages) {
      const [id, english] = shipped;
      const names = placeholders(english);
      if ([...names.values()].some((p) => p.type === 'plural')) plurals++;
      const choices = Math.max(counts.length, ...[...names.values()].map((p) => p.cases.length + 1));
      for (let i = 0; i < choices; i++) {
        const values: Record<string, unknown> = {};
        for (const [name, p] of names) {
          if (p.type === 'plural') values[name] = counts[i % counts.length];
          else if (p.type === 'select') values[name] = [...p.cases, 'something else'][i % (p.cases.length + 1)];
          else values[name] = `‹${name}›`;
        }
        const expected = lingui._(id, values, { message: (typeof english === 'string' ? [english] : english) as never });
        expect(translate(shipped as unknown as Message, values), `${id} with ${JSON.stringify(values)}`).toBe(expected);
      }
    }
    // The app has plural messages: the comparison covered them.
    expect(plurals).toBeGreaterThan(20);
  });
});
