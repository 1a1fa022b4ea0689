// A Dexie-free summary of the outbox kept in localStorage, so that the header badge, the offline
// banner and the decision to load the sync engine at start cost nothing on first paint. The engine
// rewrites it after every change; the `storage` event carries it to other tabs.
const KEY = 'magani:outbox';

export interface OutboxSummary {
  /** Jobs that will be sent when the connection allows (queued, retrying, running). */
  sending: number;
  /** Jobs that need the user: failed, or waiting for a sign-in. */
  attention: number;
}

const empty: OutboxSummary = { sending: 0, attention: 0 };
const listeners = new Set<() => void>();
let current: OutboxSummary = read();

function read(): OutboxSummary {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    if (!raw) return empty;
    const parsed = JSON.parse(raw) as Partial<OutboxSummary>;
    return { sending: Number(parsed.sending) || 0, attention: Number(parsed.attention) || 0 };
  } catch {
    return empty;
  }
}

function emit() {
  listeners.forEach((l) => l());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY && event.key !== null) return;
    current = read();
    emit();
  });
}

export function getOutboxSummary(): OutboxSummary {
  return current;
}

export function subscribeOutboxSummary(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setOutboxSummary(next: OutboxSummary) {
  if (next.sending === current.sending && next.attention === current.attention) return;
  current = next;
  try {
    if (next.sending || next.attention) localStorage.setItem(KEY, JSON.stringify(next));
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode or a full quota: the in-memory value still drives this tab.
  }
  emit();
}

/** True when the last known state had something queued, i.e. the engine should start early. */
export function outboxHasWork(): boolean {
  return current.sending + current.attention > 0;
}
