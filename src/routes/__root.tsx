import { createRootRoute, lazyRouteComponent } from '@tanstack/react-router';
import { AppLayout } from '@/components/app-shell/AppLayout';
import { ensureAreas } from '@/lib/i18n/i18n';

export const Route = createRootRoute({
  // In another language, the page's own catalogue arrives before the page (src/lib/i18n/areas.ts).
  beforeLoad: ({ location }) => ensureAreas(location.pathname),
  // Role-guarded screens sit under the guard layout routes (src/routes/_<role>.tsx).
  component: AppLayout,
  // Fetched only when a path is unknown (the service worker precaches it for offline use).
  notFoundComponent: lazyRouteComponent(() => import('@/components/NotFound'), 'NotFound'),
});
