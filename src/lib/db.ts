import { AppDB } from '@/lib/db-schema';
import { wakeSync } from '@/lib/pwa/start';

export * from '@/lib/db-schema';
// For the live reads of src/lib/live.ts, which load this module after a screen's first render.
export { liveQuery } from 'dexie';

export const db = new AppDB();

// The outbox does not start on a visit that has no use for it (src/lib/pwa/start.ts). A page that
// opens IndexedDB may be writing what the outbox watches (a prescription to upload, a first cart
// line worth keeping), so the outbox starts with it. Not awaited: 'ready' would hold every query,
// the outbox's own among them, until it settled.
db.on('ready', () => {
  wakeSync();
});
