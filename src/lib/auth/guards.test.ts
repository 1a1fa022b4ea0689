import { describe, expect, it } from 'vitest';
import { requiredRole, safeRedirect } from '@/lib/auth/guards';

describe('requiredRole', () => {
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
    ['/admin/users', 'admin'],
    ['/admin/approvals', 'admin'],
    ['/admin', 'admin'],
    ['/doctor/schedule', 'doctor'],
    ['/rider/earnings', 'rider'],
  ])('%s needs %s', (path, role) => {
    expect(requiredRole(path)).toBe(role);
  });

  it.each([
    '/',
    '/pharmacy',
    '/pharmacy/',
    '/drugs/search',
    '/consultations/book',
    '/telemedicine',
    '/orders/track',
    '/prescriptions/upload',
    '/cart',
    '/auth/login',
    '/dashboard/logistics/upgrade',
    '/administrator',
    '/pharmacy-orders',
    '/doctor/register',
    '/rider/register',
    '/pharmacy/register',
  ])('%s is open to everyone', (path) => {
    expect(requiredRole(path)).toBeUndefined();
  });
});

describe('safeRedirect', () => {
  it('keeps same-site paths only', () => {
    expect(safeRedirect('/admin/users?tab=1')).toBe('/admin/users?tab=1');
    expect(safeRedirect('//evil.example/')).toBeUndefined();
    expect(safeRedirect('https://evil.example/')).toBeUndefined();
    expect(safeRedirect('/\\evil.example')).toBeUndefined();
    expect(safeRedirect(undefined)).toBeUndefined();
  });
});
