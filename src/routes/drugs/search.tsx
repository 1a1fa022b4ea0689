import { createFileRoute } from '@tanstack/react-router';
import { searchRouteOptions } from '@/features/catalogue/search-route';

export const Route = createFileRoute('/drugs/search')(searchRouteOptions('/drugs/search'));
