import { describe, expect, it } from 'vitest';
// The alerts' counts are plurals, which Lingui formats.
import '@/lib/i18n/runtime';
import { deadMessageRow, lowStockLines, waitedFor } from '@/features/admin/alerts/alert-lines';
import { activityLabel } from '@/features/admin/users/user-status';

describe('lowStockLines', () => {
  const offer = (medicine: string, stock: number) => ({ offer_id: medicine, medicine, strength: null, stock, minimum: 10 });
  it('gives the counts, the three lowest offers and how many more', () => {
    const lines = lowStockLines({
      pharmacy_id: 'p', pharmacy: 'Yaba Pharmacy', state: 'Lagos', low: 5, out_of_stock: 1,
      offers: [offer('Emzor Paracetamol 500mg Tablets', 0), offer('Flagyl 400mg Tablets', 4), offer('Coartem', 9), offer('D', 10), offer('E', 10)],
    });
    expect(lines).toEqual([
      '5 offers at or under minimum stock · 1 out of stock',
      'Emzor Paracetamol 500mg Tablets: out of stock · minimum 10',
      'Flagyl 400mg Tablets: 4 in stock · minimum 10',
      'Coartem: 9 in stock · minimum 10',
      'and 2 more',
    ]);
  });
  it('says "1 offer" and adds nothing when every offer is shown', () => {
    const lines = lowStockLines({ pharmacy_id: 'p', pharmacy: 'P', state: null, low: 1, out_of_stock: 0, offers: [offer('A', 3)] });
    expect(lines).toEqual(['1 offer at or under minimum stock · 0 out of stock', 'A: 3 in stock · minimum 10']);
  });
});

describe('waitedFor', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('counts whole hours, then days and hours', () => {
    expect(waitedFor('2026-11-24T09:30:00Z', now)).toBe('2 hours');
    expect(waitedFor('2026-11-24T11:00:00Z', now)).toBe('1 hour');
    expect(waitedFor('2026-11-23T12:00:00Z', now)).toBe('1 day');
    expect(waitedFor('2026-11-22T07:00:00Z', now)).toBe('2 days 5 hours');
  });
});

describe('activityLabel', () => {
  it('names the non-zero counts in order, singular or plural', () => {
    expect(activityLabel({ orders: 2, consultations: 1, deliveries: 0, orders_received: 0 })).toBe('2 orders · 1 consultation');
    expect(activityLabel({ orders: 0, consultations: 0, deliveries: 1200, orders_received: 1 })).toBe('1,200 deliveries · 1 order received');
  });
  it('says "None yet" when nothing is counted', () => {
    expect(activityLabel({ orders: 0, consultations: 0, deliveries: 0, orders_received: 0 })).toBe('None yet');
    expect(activityLabel({})).toBe('None yet');
  });
});

describe('deadMessageRow', () => {
  const base = { id: 7, subject: '', error: 'SMS provider answered 500: Service unavailable', attempts: 12,
    created_at: '2026-11-20T08:00:00Z', dead_at: '2026-11-21T08:05:00Z' };
  it('names an SMS by its start, the number as people write it, when it was given up and why', () => {
    const row = deadMessageRow({ ...base, channel: 'sms', recipient: '+2348031234567',
      body: 'Magani Health: ORD-20261120-0001 was accepted by Magani Demo Pharmacy and is being prepared.' });
    expect(row.title).toBe('SMS: Magani Health: ORD-20261120-0001 was accepted by Magani D...');
    expect(row.lines[0]).toMatch(/^SMS to 0803 123 4567 · given up .+ after 12 tries since /);
    expect(row.lines[1]).toBe(base.error);
  });
  it('names an e-mail by its subject', () => {
    const row = deadMessageRow({ ...base, channel: 'email', recipient: 'pharmacy@magani.test', subject: 'New order ORD-1', body: 'x', attempts: 1 });
    expect(row.title).toBe('New order ORD-1');
    expect(row.lines[0]).toMatch(/^E-mail to pharmacy@magani.test · given up .+ after 1 try since /);
  });
});
