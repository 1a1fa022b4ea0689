import { afterEach, describe, expect, it } from 'vitest';
import { browserLock } from '@/lib/sync/lock';

afterEach(() => localStorage.clear());

describe('cross-tab lock without the Web Locks API', () => {
  it('lets one holder in at a time through the localStorage lease', async () => {
    expect(navigator.locks).toBeUndefined();
    const events: string[] = [];
    const hold = (name: string) =>
      browserLock('test', async () => {
        events.push(`${name} in`);
        expect(localStorage.getItem('magani:lock:test')).toContain('"until"');
        await new Promise((r) => setTimeout(r, 50));
        events.push(`${name} out`);
      });
    await Promise.all([hold('a'), hold('b')]);
    expect(events).toHaveLength(4);
    expect(events[1]).toMatch(/out$/);
    expect(events[0]!.split(' ')[0]).toBe(events[1]!.split(' ')[0]);
    expect(localStorage.getItem('magani:lock:test')).toBeNull();
  });

  it('takes over a lease whose holder stopped renewing it', async () => {
    localStorage.setItem('magani:lock:test', JSON.stringify({ tab: 'closed-tab', until: Date.now() - 1 }));
    let ran = false;
    await browserLock('test', async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
