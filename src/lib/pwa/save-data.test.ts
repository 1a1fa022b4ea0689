import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { workerWaitsForSecondVisit } from '@/lib/pwa/save-data';

function setSaveData(on: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: on === undefined ? undefined : { saveData: on } });
}

beforeEach(() => localStorage.clear());
afterEach(() => setSaveData(undefined));

describe('the worker with Save-Data on', () => {
  it('waits on the first visit and starts on the second', () => {
    setSaveData(true);
    expect(workerWaitsForSecondVisit()).toBe(true);
    expect(workerWaitsForSecondVisit()).toBe(false);
  });

  it('starts on the first visit when Save-Data is off or unknown', () => {
    setSaveData(false);
    expect(workerWaitsForSecondVisit()).toBe(false);
    localStorage.clear();
    setSaveData(undefined);
    expect(workerWaitsForSecondVisit()).toBe(false);
  });

  it('starts when Save-Data is turned on after a visit without it', () => {
    setSaveData(false);
    workerWaitsForSecondVisit();
    setSaveData(true);
    expect(workerWaitsForSecondVisit()).toBe(false);
  });
});
