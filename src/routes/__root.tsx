import { createRootRoute } from '@tanstack/react-router';
import { AppLayout } from '@/components/app-shell/AppLayout';
import { NotFound } from '@/components/NotFound';

export const Route = createRootRoute({
  component: AppLayout,
  notFoundComponent: NotFound,
});
