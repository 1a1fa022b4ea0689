// Tiny store for "a new version is waiting": set by the lazily loaded registration, read by the
// shell (UpdateNotice). No React here: the landing page registers the worker before the app loads.
let apply: (() => void) | undefined;
const listeners = new Set<() => void>();

export function setUpdateReady(accept: (() => void) | undefined) {
  apply = accept;
  listeners.forEach((l) => l());
}

export function subscribeUpdate(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The function that switches to the waiting version, or undefined while there is none. */
export const updateReady = () => apply;
