import { createRootRoute, lazyRouteComponent } from '@tanstack/react-router';
import { AppLayout } from '@/components/app-shell/AppLayout';
import { guardRoute } from '@/lib/auth/guards';

export const Route = createRootRoute({
  // Role-guarded screens are listed in one table (src/lib/auth/guards.ts); public paths cost nothing.
  beforeLoad: ({ location }) => guardRoute(location),
  component: AppLayout,
  // Fetched only when a path is unknown (the service worker precaches it for offline use).
  notFoundComponent: lazyRouteComponent(() => import('@/components/NotFound'), 'NotFound'),
});
