/** Same tag the page registers (src/lib/pwa/background-sync.ts); a unit test keeps them equal. */
export const SYNC_TAG = 'magani-outbox';
