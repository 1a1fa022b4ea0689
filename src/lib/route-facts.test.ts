import { describe, expect, it } from 'vitest';
import { createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from '@/router';
import { roleAt, routeFacts } from '@/lib/route-facts';
import { describe as describePage, describedRoutes } from '@/components/app-shell/descriptions';

// The real route tree: the guard layouts (src/routes/_<role>.tsx) decide who may open what.
const router = createAppRouter(createMemoryHistory());

describe('roleAt', () => {
  it.each([
    ['/dashboard/patient', 'patient'],
    ['/dashboard/pharmacy', 'pharmacy'],
    ['/dashboard/doctor', 'doctor'],
    ['/dashboard/rider', 'rider'],
    ['/dashboard/admin', 'admin'],
    ['/dashboard/admin/', 'admin'],
    ['/Dashboard/Admin', 'admin'],
    ['/pharmacy/orders', 'pharmacy'],
    ['/pharmacy/products/add', 'pharmacy'],
    ['/pharmacy/inventory', 'pharmacy'],
    ['/pharmacy/analytics', 'pharmacy'],
    ['/pharmacy/restock', 'pharmacy'],
    ['/pharmacy/prescriptions', 'pharmacy'],
    ['/admin/users', 'admin'],
    ['/admin/approvals', 'admin'],
    ['/doctor/schedule', 'doctor'],
    ['/doctor/prescriptions', 'doctor'],
    ['/rider/earnings', 'rider'],
  ])('%s needs %s', (path, role) => {
    expect(roleAt(router, path)).toBe(role);
  });

  it.each([
    '/', '/pharmacy', '/pharmacy/', '/drugs/search', '/consultations/book', '/telemedicine', '/orders/track',
    '/prescriptions/upload', '/cart', '/auth/login', '/dashboard/logistics/upgrade', '/administrator',
    '/pharmacy-orders', '/doctor/register', '/rider/register', '/pharmacy/register', '/no-such-page',
  ])('%s is open to everyone', (path) => {
    expect(roleAt(router, path)).toBeUndefined();
  });
});

describe('routeFacts', () => {
  const facts = routeFacts(router);
  const at = (path: string) => facts.find((fact) => fact.path === path);

  it('lists every page once, by URL, with the role of its guard layout', () => {
    expect(new Set(facts.map((f) => f.path)).size).toBe(facts.length);
    expect(at('/admin/users')).toMatchObject({ role: 'admin', title: 'User Management | Magani Health', prerender: false });
    expect(at('/pharmacy')).toMatchObject({ role: undefined, prerender: true, canonical: '/drugs/search' });
    expect(facts.some((f) => f.path.startsWith('/_'))).toBe(false);
  });

  it('prerenders only public pages, each with a title', () => {
    const prerendered = facts.filter((f) => f.prerender);
    expect(prerendered.map((f) => f.path)).toEqual(expect.arrayContaining(['/', '/drugs/search', '/auth/login']));
    for (const page of prerendered) {
      expect(page.role, page.path).toBeUndefined();
      expect(page.title, page.path).toBeTruthy();
    }
  });

  it('gives every page that renders a screen a title', () => {
    // Redirect-only routes (the short /track and the recruitment links) have no screen of their own.
    const redirects = ['/track', '/doctor/register', '/rider/register', '/pharmacy/register'];
    for (const page of facts.filter((f) => !redirects.includes(f.path))) expect(page.title, page.path).toBeTruthy();
  });
});

describe('staff screens live in their guard folder', () => {
  // The precache leaves a staff role's screens to that role's sign-in by the folder of the route
  // file (src/ssr/role-screens.ts): the guard that decides and the folder must agree.
  const staff = ['pharmacy', 'doctor', 'rider', 'admin'];
  const leaves = Object.values(router.routesById).filter((r) => !r.isRoot && !(r.children && Object.keys(r.children).length));

  it.each(leaves.map((r) => [r.id as string, r.fullPath as string]))('%s', (id, fullPath) => {
    const role = roleAt(router, fullPath);
    const folder = staff.find((s) => id.startsWith(`/_${s}/`));
    expect(folder).toBe(role && staff.includes(role) ? role : undefined);
  });
});

describe('page descriptions', () => {
  it('name routes that exist, and every prerendered page has one', () => {
    expect(describedRoutes().filter((id) => !(id in router.routesById))).toEqual([]);
    const prerendered = (Object.values(router.routesById) as { id: string; options: { staticData?: { prerender?: boolean } } }[])
      .filter((r) => r.options.staticData?.prerender)
      .map((r) => r.id);
    expect(prerendered.length).toBeGreaterThan(3);
    expect(prerendered.filter((id) => !describePage([id]))).toEqual([]);
  });
});
