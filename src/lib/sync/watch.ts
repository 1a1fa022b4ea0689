import { liveQuery } from 'dexie';

/** Calls `onChange` with the query's result now and whenever the rows it read change. */
export function watchQuery<T>(query: () => Promise<T>, onChange: (value: T) => void): () => void {
  const subscription = liveQuery(query).subscribe({
    next: onChange,
    error: (error) => console.warn('An outbox watcher stopped', error),
  });
  return () => subscription.unsubscribe();
}
