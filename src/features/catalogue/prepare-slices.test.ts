import { describe, expect, it } from 'vitest';
import { addEntries, emptyCatalogue, finishCatalogue, prepareCatalogue, prepareEntries } from '@/lib/catalogue/prepare';
import { fixtureRows } from '@/features/catalogue/search-fixture';

describe('a catalogue put together from slices', () => {
  it('is the catalogue prepared in one go: same order, same generic groups cheapest first, same words', () => {
    const rows = fixtureRows();
    const whole = prepareCatalogue(rows);
    const { entries, vocabulary } = prepareEntries(rows.medicines);
    const sliced = emptyCatalogue(rows.state, rows.syncedAt);
    for (let at = 0; at < entries.length; at += 2) addEntries(sliced, structuredClone(entries.slice(at, at + 2)));
    finishCatalogue(sliced, vocabulary);
    const ids = (list: { medicine: { id: string } }[]) => list.map((e) => e.medicine.id);
    expect(ids(sliced.entries)).toEqual(ids(whole.entries));
    expect([...sliced.byId.keys()].sort()).toEqual([...whole.byId.keys()].sort());
    expect([...sliced.groups].map(([key, list]) => [key, ids(list)])).toEqual([...whole.groups].map(([key, list]) => [key, ids(list)]));
    expect(sliced.vocabulary).toEqual(whole.vocabulary);
  });
});
