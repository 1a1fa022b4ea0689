import { describe, expect, it } from 'vitest';
import { readOrderSearch } from '@/features/pharmacy/orders/order-search';

const fromUrl = (search: Record<string, unknown>) => readOrderSearch(search as Parameters<typeof readOrderSearch>[0]);

describe('the pharmacy order list read from its URL', () => {
  it('keeps a shared filtered view', () => {
    expect(fromUrl({ q: 'Adaeze', status: 'ready', range: 'custom', from: '2026-11-01', to: '2026-11-30' })).toEqual({
      q: 'Adaeze',
      status: 'ready',
      range: 'custom',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('drops what does not parse instead of failing the page', () => {
    expect(fromUrl({ status: 'lost', range: 'year', from: '2026-13-01', to: 'yesterday' })).toEqual({
      q: undefined,
      status: undefined,
      range: undefined,
      from: undefined,
      to: undefined,
    });
  });
});
