import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { requestPersistentStorage } from '@/lib/pwa/persist';

const persist = vi.fn(async () => true);

beforeEach(async () => {
  persist.mockClear();
  await db.kv.clear();
  Object.defineProperty(navigator, 'storage', { value: { persist }, configurable: true });
});

afterEach(() => {
  Object.defineProperty(navigator, 'storage', { value: undefined, configurable: true });
});

describe('persistent storage request', () => {
  it('asks the browser once, and remembers the answer', async () => {
    await requestPersistentStorage();
    await requestPersistentStorage();
    expect(persist).toHaveBeenCalledOnce();
    expect((await db.kv.get('storage-persist-asked'))?.value).toMatchObject({ granted: true });
  });

  it('does nothing where the browser cannot keep storage', async () => {
    Object.defineProperty(navigator, 'storage', { value: undefined, configurable: true });
    await expect(requestPersistentStorage()).resolves.toBeUndefined();
    expect(await db.kv.get('storage-persist-asked')).toBeUndefined();
  });
});
