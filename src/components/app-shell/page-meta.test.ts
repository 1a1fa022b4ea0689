import { describe, expect, it } from 'vitest';
import { defaultTitle, pageMeta } from '@/components/app-shell/page-meta';

describe('pageMeta', () => {
  it('takes each fact from the deepest route that declares it', () => {
    const matches = [
      { staticData: { title: 'Root', description: 'Root description' } },
      { staticData: { title: 'About us', canonical: '/about' } },
    ];
    expect(pageMeta(matches)).toEqual({ title: 'About us', description: 'Root description', canonical: '/about' });
  });

  it('falls back to the product title', () => {
    expect(pageMeta([{}, { staticData: {} }])).toEqual({ title: defaultTitle });
  });

  it('marks a page kept out of search engines', () => {
    expect(pageMeta([{ staticData: { title: 'Pending', noindex: true } }])).toMatchObject({ title: 'Pending', noindex: true });
  });
});
