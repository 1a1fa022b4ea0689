// Data-saving habits: with the browser's Save-Data on, a first visit downloads the page it opened
// and nothing more. The service worker (and its precache of every public and patient screen) starts
// on the person's second visit, once they have chosen to come back.

const VISITED_KEY = 'magani-visited';

type WithConnection = Navigator & { connection?: { saveData?: boolean } };

/** The browser's Save-Data setting (Chromium-based browsers; false where unknown). */
export const saveDataOn = () => (navigator as WithConnection).connection?.saveData === true;

/**
 * Marks this visit and says whether the worker should wait: Save-Data is on, no worker controls the
 * page yet and no earlier visit was recorded on this device.
 */
export function workerWaitsForSecondVisit(): boolean {
  if (navigator.serviceWorker?.controller) return false;
  let visitedBefore: boolean;
  try {
    visitedBefore = localStorage.getItem(VISITED_KEY) !== null;
    localStorage.setItem(VISITED_KEY, '1');
  } catch {
    return false; // storage blocked: nothing could tell the second visit apart, so do not wait
  }
  return saveDataOn() && !visitedBefore;
}
