// What the offline catalogue costs in data: the gzip size of a first full download of 10,000
// offers and of a refresh when nothing changed, through the same RPC the app calls
// (public.catalogue_changes on the local backend). Run: node tests/perf/catalogue-bytes.mjs
// Targets: first download <= 300 KB, empty refresh <= 2 KB.
import { gzipSync } from 'node:zlib';
import { startLocalBackend } from '../../supabase/local/server.mjs';
import { benchCatalogue, benchStatements } from '../tools/catalogue/generate-bench-catalogue.mjs';

const backend = await startLocalBackend({ port: 0 });
try {
  const catalogue = benchCatalogue();
  for (const statement of benchStatements(catalogue)) await backend.sql(statement);
  const call = async (since) => {
    const response = await fetch(`${backend.url}/rest/v1/rpc/catalogue_changes`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${backend.anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ since }),
    });
    if (!response.ok) throw new Error(`catalogue_changes: ${response.status} ${await response.text()}`);
    return response.text();
  };
  const row = (label, body, target) => {
    // Level 6: what nginx/Cloudflare-style gzip typically uses in front of PostgREST.
    const gz = gzipSync(body, { level: 6 }).length;
    console.log(
      `${label.padEnd(34)} ${String(body.length).padStart(9)} B raw ${String(gz).padStart(8)} B gzip` +
        `  (${(gz / 1024).toFixed(1)} KB; target <= ${target / 1024} KB: ${gz <= target ? 'met' : 'MISSED'})`,
    );
    return gz;
  };

  const full = await call(null);
  const parsed = JSON.parse(full);
  const offers = parsed.m.reduce((n, m) => n + m[13].length, 0);
  console.log(`benchmark catalogue: ${parsed.p.length} pharmacies, ${parsed.m.length} medicines, ${offers} offers`);
  const a = row('first full download', full, 300 * 1024);
  const nothing = await call(parsed.at);
  const b = row('refresh, nothing changed', nothing, 2 * 1024);

  // One pharmacy changes ten prices: what a typical refresh costs.
  const changed = catalogue.offers.slice(0, 10).map((o) => `'${o.id}'`).join(',');
  await backend.sql(`update public.offers set price = price + 50 where id in (${changed})`);
  row('refresh, 10 prices changed', await call(JSON.parse(nothing).at), 2 * 1024);
  process.exitCode = a <= 300 * 1024 && b <= 2 * 1024 ? 0 : 1;
} finally {
  await backend.stop();
}
