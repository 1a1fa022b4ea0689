// /pharmacy is the header's "Find Pharmacy" link: the same search screen as /drugs/search.
import { createFileRoute } from '@tanstack/react-router';
import { searchRouteOptions } from '@/features/catalogue/search-route';

export const Route = createFileRoute('/pharmacy/')(searchRouteOptions('/pharmacy/'));
