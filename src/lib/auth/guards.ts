import { redirect } from '@tanstack/react-router';
import type { Role } from '@/lib/auth/roles';
import { hasStoredSession } from '@/lib/auth/hint';

/** Only same-site paths may be a post-login destination (no //host or scheme tricks). */
export function safeRedirect(target: unknown): string | undefined {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return undefined;
  }
  return target;
}

/**
 * The beforeLoad of a guard layout route (src/routes/_<role>.tsx). It loads the auth client and
 * checks the role in the profiles table, sending everyone else to the login page and back
 * afterwards. Public pages sit outside the guard layouts and cost nothing.
 */
export function requireRole(role: Role, location: { href: string }): Promise<void> {
  const toLogin = () => redirect({ to: '/auth/login', search: { redirect: location.href } });
  if (!hasStoredSession()) throw toLogin();
  return import('@/lib/auth/access')
    .then(({ hasRole }) => hasRole(role))
    .then((allowed) => {
      if (!allowed) throw toLogin();
    });
}

/** The options of a guard layout route: its role (read by src/lib/route-facts.ts) and its check. */
export function guardLayout(role: Role, hideFooter: boolean) {
  return {
    staticData: { role, hideFooter },
    beforeLoad: ({ location }: { location: { href: string } }) => requireRole(role, location),
  };
}
