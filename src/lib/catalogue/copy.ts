// Applying what the server sent to the copy held in memory. Pure, so the worker and the unit tests
// share it: the worker stores the same result in IndexedDB.
import type { CatalogueRows, MedicineOffers, StateCopyChanges } from '@/lib/catalogue-wire';

/** The 36 states and the FCT as the server names them; the default until a person chooses. */
export const DEFAULT_STATE = 'Lagos';

/**
 * A full download (or another state) replaces the copy and the offers kept with it. A refresh
 * puts new rows, updates figures, and drops medicines no longer offered in the state with their
 * kept offers.
 */
export function applyCopy(base: CatalogueRows | undefined, changes: StateCopyChanges, syncedAt: number): CatalogueRows {
  const fresh = changes.full || !base || base.state !== changes.state;
  const medicines = new Map(fresh ? [] : base.medicines.map((m) => [m.id, m]));
  for (const m of changes.medicines) medicines.set(m.id, m);
  for (const f of changes.figures) {
    const old = medicines.get(f.id);
    if (f.pharmacies <= 0) medicines.delete(f.id);
    else if (old) medicines.set(f.id, { ...old, ...f });
  }
  const offers = fresh ? [] : base.offers.filter((o) => medicines.has(o.medicineId));
  const used = new Set(offers.map((o) => o.pharmacyId));
  return {
    state: changes.state,
    medicines: [...medicines.values()],
    pharmacies: fresh ? [] : base.pharmacies.filter((p) => used.has(p.id)),
    offers,
    syncedAt,
  };
}

/** The offers just fetched for `asked` replace the ones kept for them. */
export function keepOffers(base: CatalogueRows, fetched: MedicineOffers, asked: string[]): CatalogueRows {
  const replaced = new Set(asked);
  const pharmacies = new Map(base.pharmacies.map((p) => [p.id, p]));
  for (const p of fetched.pharmacies) pharmacies.set(p.id, p);
  return {
    ...base,
    offers: [...base.offers.filter((o) => !replaced.has(o.medicineId)), ...fetched.offers],
    pharmacies: [...pharmacies.values()],
  };
}
