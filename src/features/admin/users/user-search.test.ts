import { describe, expect, it } from 'vitest';
import { readUserSearch } from '@/features/admin/users/user-search';

const fromUrl = (search: Record<string, unknown>) => readUserSearch(search as Parameters<typeof readUserSearch>[0]);

describe('the admin user list read from its URL', () => {
  it('keeps the filters and the page', () => {
    expect(fromUrl({ q: 'musa', role: 'rider', status: 'suspended', state: 'Kano', page: 3 })).toEqual({
      q: 'musa',
      role: 'rider',
      status: 'suspended',
      state: 'Kano',
      page: 3,
    });
  });

  it('drops an unknown role or status and a page that is not a page number', () => {
    expect(fromUrl({ role: 'superuser', status: 'deleted', page: 0 })).toMatchObject({ role: undefined, status: undefined, page: undefined });
    expect(fromUrl({ page: 2.5 })).toMatchObject({ page: undefined });
  });
});
