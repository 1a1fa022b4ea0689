import { describe, expect, it } from 'vitest';
import { defaultTitle, pageMeta, routeIds } from '@/components/app-shell/page-meta';
import { describe as describePage } from '@/components/app-shell/descriptions';

describe('pageMeta', () => {
  it('takes each fact from the deepest route that declares it', () => {
    const matches = [{ staticData: { title: 'Root', canonical: '/about' } }, { staticData: { title: 'About us' } }];
    expect(pageMeta(matches)).toEqual({ title: 'About us', canonical: '/about' });
  });

  it('falls back to the product title', () => {
    expect(pageMeta([{}, { staticData: {} }])).toEqual({ title: defaultTitle });
  });

  it('marks a page kept out of search engines', () => {
    expect(pageMeta([{ staticData: { title: 'Pending', noindex: true } }])).toMatchObject({ title: 'Pending', noindex: true });
  });
});

describe('page descriptions', () => {
  it("come from the deepest matched route that has one, and a page without one has none", () => {
    const matches = [{ routeId: '__root__' }, { routeId: '/auth' }, { routeId: '/auth/login' }];
    expect(describePage(routeIds(matches).split(' '))).toMatch(/^Sign in to Magani Health/);
    expect(describePage(routeIds([{ routeId: '__root__' }, { routeId: '/_admin/admin/users' }]).split(' '))).toBeUndefined();
  });
});
