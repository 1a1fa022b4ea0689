// A state's first download (public.state_catalogue(state, null)) as the server sends it, made in
// memory from the national test medicines: for tests and measurements of what the device does with
// a national-size copy (Lagos's is 5,158 medicines) without loading 500,000 offers into a database.
import { random } from '../../tools/catalogue/catalogue-data.mjs';
import { nationalMedicines } from './national.mjs';

/** A UUID as private.short_id sends it: 16 bytes, unpadded base64url. */
export const shortId = (uuid) => Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');

/** The body of a full download of `count` medicines for `state`, most widely offered first. */
export function stateCopyBody(root, { state = 'Lagos', count = 5_158, at = '2026-11-27T00:00:00.000000+00:00' } = {}) {
  const rand = random(count);
  const rows = nationalMedicines(root, count).map((m) => {
    const pharmacies = 1 + Math.floor(rand() * rand() * 60);
    const from = Math.round((m.price * (0.85 + rand() * 0.4)) / 10) * 10;
    return [
      shortId(m.id), m.name, m.generic, m.ingredients, m.strength, m.form, m.pack, m.manufacturer, m.nafdac,
      m.category, m.rx, null, from, pharmacies, rand() > 0.08,
    ];
  });
  rows.sort((a, b) => b[13] - a[13] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  return { at, state, full: true, m: rows, f: [] };
}
