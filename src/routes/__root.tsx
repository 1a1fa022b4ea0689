import { createRootRoute } from '@tanstack/react-router';
import { AppLayout } from '@/components/app-shell/AppLayout';
import { NotFound } from '@/components/NotFound';
import { guardRoute } from '@/lib/auth/guards';

export const Route = createRootRoute({
  // Role-guarded screens are listed in one table (src/lib/auth/guards.ts); public paths cost nothing.
  beforeLoad: ({ location }) => guardRoute(location),
  component: AppLayout,
  notFoundComponent: NotFound,
});
