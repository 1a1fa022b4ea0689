// Regenerates tests/tools/catalogue/sample-medications.json (the seed catalogue's source) from the
// seeds: `npx jiti tests/perf/catalogue/write-catalogue.ts`, then generate-catalogue-seed.mjs --write.
// One product per line keeps the file small and its diffs readable.
import { readFileSync, writeFileSync } from 'node:fs';
import { generateMedications, type PharmacyOption } from './generate-medications';

const dataDir = new URL('../../../public/data/', import.meta.url);
const pharmacies = JSON.parse(readFileSync(new URL('pharmacies.json', dataDir), 'utf8')) as PharmacyOption[];
const medications = generateMedications({ pharmacies });
const body = `[\n${medications.map((m) => JSON.stringify(m)).join(',\n')}\n]\n`;
writeFileSync(new URL('../../tools/catalogue/sample-medications.json', import.meta.url), body);
console.log(`Wrote ${medications.length} medications (${body.length} bytes).`);
