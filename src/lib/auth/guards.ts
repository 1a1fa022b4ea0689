import { redirect } from '@tanstack/react-router';
import type { Role } from '@/lib/auth/roles';
import { hasStoredSession } from '@/lib/auth/hint';

/**
 * The one table of screens that need a signed-in account of a given role, by path prefix (whole
 * segments). Everything else is public: /pharmacy itself (the search), booking, tracking, upload.
 */
export const guardedPrefixes: ReadonlyArray<readonly [prefix: string, role: Role]> = [
  ['/dashboard/patient', 'patient'],
  ['/dashboard/pharmacy', 'pharmacy'],
  ['/dashboard/doctor', 'doctor'],
  ['/dashboard/rider', 'rider'],
  ['/dashboard/admin', 'admin'],
  ['/pharmacy/orders', 'pharmacy'],
  ['/pharmacy/products', 'pharmacy'],
  ['/pharmacy/inventory', 'pharmacy'],
  ['/pharmacy/analytics', 'pharmacy'],
  ['/pharmacy/restock', 'pharmacy'],
  ['/admin', 'admin'],
  ['/doctor', 'doctor'],
  ['/rider', 'rider'],
];

// Recruitment pages linked from the footer are for people who do not have that account yet.
const openPaths = new Set(['/doctor/register', '/rider/register', '/pharmacy/register']);

const normalise = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '') || '/';

/** The role a path needs, or undefined when anyone may open it. */
export function requiredRole(pathname: string): Role | undefined {
  const path = normalise(pathname);
  if (openPaths.has(path)) return undefined;
  for (const [prefix, role] of guardedPrefixes) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return role;
  }
  return undefined;
}

/** Only same-site paths may be a post-login destination (no //host or scheme tricks). */
export function safeRedirect(target: unknown): string | undefined {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return undefined;
  }
  return target;
}

/**
 * For the root route's beforeLoad. Public paths cost nothing; guarded ones load the auth client and
 * check the role in the profiles table, sending everyone else to the login page and back afterwards.
 */
export function guardRoute(location: { pathname: string; href: string }): Promise<void> | void {
  const role = requiredRole(location.pathname);
  if (!role) return;
  const toLogin = () => redirect({ to: '/auth/login', search: { redirect: location.href } });
  if (!hasStoredSession()) throw toLogin();
  return import('@/lib/auth/access')
    .then(({ hasRole }) => hasRole(role))
    .then((allowed) => {
      if (!allowed) throw toLogin();
    });
}
