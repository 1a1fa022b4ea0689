import { createFileRoute } from '@tanstack/react-router';
import { searchRouteOptions } from '@/features/catalogue/search-route';
import { SearchRoute } from '@/features/catalogue/SearchRoute';

export const Route = createFileRoute('/drugs/search')({
  staticData: { title: 'Find Your Medication | Magani Health', prerender: true },
  ...searchRouteOptions,
  // No loader: the catalogue is read on the device after the first render (see catalogue-source.ts),
  // so the prerendered page never holds build-time prices.
  component: DrugSearch,
});

function DrugSearch() {
  return <SearchRoute from="/drugs/search" />;
}
