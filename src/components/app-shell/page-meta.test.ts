import { describe, expect, it } from 'vitest';
import { defaultTitle, pageMeta } from '@/components/app-shell/page-meta';

describe('pageMeta', () => {
  it('takes the deepest title and description', () => {
    const matches = [
      { meta: [{ title: 'Root' }, { name: 'description', content: 'Root description' }] },
      { meta: [{ title: 'About us' }] },
    ];
    expect(pageMeta(matches)).toEqual({ title: 'About us', description: 'Root description' });
  });

  it('falls back to the product title', () => {
    expect(pageMeta([{}, { meta: [undefined] }])).toEqual({ title: defaultTitle, description: undefined });
  });
});
