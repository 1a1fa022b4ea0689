// Tiny store for "a new version is waiting": set by the lazily loaded registration, read by the shell.
import { useSyncExternalStore } from 'react';

let apply: (() => void) | undefined;
const listeners = new Set<() => void>();

export function setUpdateReady(accept: (() => void) | undefined) {
  apply = accept;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The function that switches to the waiting version, or undefined while there is none. */
export function useUpdateReady(): (() => void) | undefined {
  return useSyncExternalStore(subscribe, () => apply, () => undefined);
}
