import path from 'node:path';
import { routeOfFile } from '@/ssr/messages-plugin';
import { pageKey } from '@/lib/i18n/areas';

const file = (route: string) => path.join(process.cwd(), 'src/routes', route);

describe('the page catalogues: a route file, its router id, path and file name', () => {
  it.each([
    ['_admin/admin/users.tsx', '/_admin/admin/users', '/admin/users', 'admin-users'],
    ['cart/index.tsx', '/cart/', '/cart', 'cart'],
    ['orders/$id/reorder.tsx', '/orders/$id/reorder', '/orders/$/reorder', 'orders-_-reorder'],
    ['_patient/reviews/$kind.$id.tsx', '/_patient/reviews/$kind/$id', '/reviews/$/$', 'reviews-_-_'],
    ['dashboard/logistics/index.tsx', '/dashboard/logistics/', '/dashboard/logistics', 'dashboard-logistics'],
    ['auth/forgot-password.tsx', '/auth/forgot-password', '/auth/forgot-password', 'auth-forgot-password'],
  ])('%s', (route, id, routePath, key) => {
    expect(routeOfFile(file(route))).toEqual({ id, path: routePath, key });
  });

  it('leaves out the root and what is not a route', () => {
    expect(routeOfFile(file('__root.tsx'))).toBeUndefined();
    expect(routeOfFile(path.join(process.cwd(), 'src/features/x.tsx'))).toBeUndefined();
  });

  it('names a path by its route the way the app looks it up (src/lib/i18n/runtime.ts)', () => {
    expect(pageKey('/consultations/room/$')).toBe('consultations-room-_');
  });
});
