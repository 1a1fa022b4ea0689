// What the page itself does with a national-size first download (Lagos's copy, 5,158 medicines,
// generated in memory in the server's format): the worker decodes and prepares it, the page takes
// the prepared medicines slice by slice (a structured clone each, like postMessage, then indexing).
// Before, the page received the whole copy in one message and prepared it in one task.
//   node tests/perf/catalogue-page.mjs
import { deserialize, serialize } from 'node:v8';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { stateCopyBody } from './catalogue/state-copy-body.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const jiti = createJiti(import.meta.url, { alias: { '@': `${root}src` } });
const wire = await jiti.import('../../src/lib/catalogue-wire.ts');
const prep = await jiti.import('../../src/lib/catalogue/prepare.ts');
const { SLICE } = await jiti.import('../../src/lib/catalogue/protocol.ts');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = (run) => {
  const start = performance.now();
  const result = run();
  return [performance.now() - start, result];
};
const rounds = { worker: [], slice: [], slices: [], whole: [] };
const medicines = wire.decodeStateCopy(stateCopyBody(root)).medicines;
for (let round = 0; round < 5; round++) {
  const [workerMs, { entries, vocabulary }] = time(() => prep.prepareEntries(medicines));
  rounds.worker.push(workerMs);
  const catalogue = prep.emptyCatalogue('Lagos', 0);
  let total = 0;
  for (let at = 0; at < entries.length; at += SLICE) {
    const message = serialize({ part: entries.slice(at, at + SLICE) }); // made in the worker
    const [ms] = time(() => prep.addEntries(catalogue, deserialize(message).part));
    rounds.slice.push(ms);
    total += ms;
  }
  total += time(() => prep.finishCatalogue(catalogue, vocabulary))[0];
  rounds.slices.push(total);
  const whole = serialize({ rows: { state: 'Lagos', medicines, pharmacies: [], offers: [], syncedAt: 0 } });
  rounds.whole.push(time(() => prep.prepareCatalogue(deserialize(whole).rows))[0]);
}
console.log(`${medicines.length} medicines, slices of ${SLICE} (Node ${process.version}, 5 rounds, medians):`);
console.log(`  worker: prepare ${median(rounds.worker).toFixed(1)} ms`);
console.log(`  page, now: ${median(rounds.slice).toFixed(1)} ms per slice (longest ${Math.max(...rounds.slice).toFixed(1)} ms), ${median(rounds.slices).toFixed(1)} ms in all`);
console.log(`  page, before (one message, prepared on the page): ${median(rounds.whole).toFixed(1)} ms in one task`);
