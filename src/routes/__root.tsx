import { createRootRoute, lazyRouteComponent } from '@tanstack/react-router';
import { AppLayout } from '@/components/app-shell/AppLayout';

export const Route = createRootRoute({
  // Role-guarded screens sit under the guard layout routes (src/routes/_<role>.tsx).
  component: AppLayout,
  // Fetched only when a path is unknown (the service worker precaches it for offline use).
  notFoundComponent: lazyRouteComponent(() => import('@/components/NotFound'), 'NotFound'),
});
