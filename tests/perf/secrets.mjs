// Secrets that must never reach the browser: any Paystack secret key (sk_test_..., sk_live_...)
// or the value of PAYSTACK_SECRET_KEY in the environment, in any file of a build.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const KEY_RE = /(?<![A-Za-z0-9])sk_[A-Za-z0-9_]{4,}/g;

/** Every file under `dist` that holds a secret, with what was found (shortened). */
export function findSecrets(dist, secrets = [process.env.PAYSTACK_SECRET_KEY].filter(Boolean)) {
  const found = [];
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const text = readFileSync(file).toString('latin1');
    // A found key is shown shortened, so the report does not repeat it.
    const hits = [...new Set([...text.matchAll(KEY_RE)].map((m) => `${m[0].slice(0, 12)}…`))];
    for (const secret of secrets) if (text.includes(secret)) hits.push('the PAYSTACK_SECRET_KEY value');
    if (hits.length) found.push({ file: path.relative(dist, file), hits });
  }
  return found.sort((a, b) => a.file.localeCompare(b.file));
}
