// The state whose prices the device keeps, as the person chose it on the search page (null until
// they choose: the worker then uses their last delivery's state, else Lagos), and whether the
// connection allows a download nobody asked for. Tiny: the landing page's idle start uses it.

const CHOSEN_KEY = 'magani:catalogue-state';
const DEFERRED_KEY = 'magani:catalogue-deferred';

const storage = () => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

export const chosenState = (): string | null => storage()?.getItem(CHOSEN_KEY) ?? null;

export function chooseState(state: string) {
  storage()?.setItem(CHOSEN_KEY, state);
}

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Why a background download waits for the first search: Data Saver, or a 2G connection. */
export type Deferral = 'save-data' | 'slow';

export function deferral(): Deferral | undefined {
  const c = (typeof navigator === 'undefined' ? undefined : (navigator as { connection?: Connection }).connection) ?? {};
  if (c.saveData) return 'save-data';
  if (c.effectiveType === '2g' || c.effectiveType === 'slow-2g') return 'slow';
  return undefined;
}

/** Remembered for the search page, which says why the list is not on this phone yet. */
export const rememberDeferral = (why: Deferral | undefined) =>
  why ? storage()?.setItem(DEFERRED_KEY, why) : storage()?.removeItem(DEFERRED_KEY);
export const lastDeferral = (): Deferral | undefined => (storage()?.getItem(DEFERRED_KEY) as Deferral | null) ?? undefined;
