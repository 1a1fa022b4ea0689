import { describe, expect, it } from 'vitest';
import { createMemoryHistory } from '@tanstack/react-router';
import { destinationFor } from '@/features/auth/login/useLogin';
import { createAppRouter } from '@/router';
import { roleAt } from '@/lib/route-facts';

const router = createAppRouter(createMemoryHistory());
const roleFor = (path: string) => roleAt(router, path);

describe('destinationFor', () => {
  it('sends each role to its dashboard', () => {
    for (const role of ['patient', 'pharmacy', 'doctor', 'rider', 'admin']) {
      expect(destinationFor(role, undefined, roleFor)).toBe(`/dashboard/${role}`);
    }
  });
  it('sends an unknown role home', () => {
    expect(destinationFor('logistics', '/admin/users', roleFor)).toBe('/');
  });
  it('returns to the page that asked for sign-in when the role may open it', () => {
    expect(destinationFor('admin', '/admin/users?tab=2', roleFor)).toBe('/admin/users?tab=2');
    expect(destinationFor('patient', '/orders/track', roleFor)).toBe('/orders/track');
    expect(destinationFor('patient', '/admin/users', roleFor)).toBe('/dashboard/patient');
  });
});
