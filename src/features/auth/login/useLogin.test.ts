import { describe, expect, it } from 'vitest';
import { destinationFor } from '@/features/auth/login/useLogin';

describe('destinationFor', () => {
  it('sends each role to its dashboard', () => {
    for (const role of ['patient', 'pharmacy', 'doctor', 'rider', 'admin']) {
      expect(destinationFor(role, undefined)).toBe(`/dashboard/${role}`);
    }
  });
  it('sends an unknown role home', () => {
    expect(destinationFor('logistics', '/admin/users')).toBe('/');
  });
  it('returns to the page that asked for sign-in when the role may open it', () => {
    expect(destinationFor('admin', '/admin/users?tab=2')).toBe('/admin/users?tab=2');
    expect(destinationFor('patient', '/orders/track')).toBe('/orders/track');
    expect(destinationFor('patient', '/admin/users')).toBe('/dashboard/patient');
  });
});
