import { createFileRoute } from '@tanstack/react-router';
import { loadCatalogue } from '@/features/catalogue/medications-source';
import { searchRouteOptions } from '@/features/catalogue/search-route';
import { SearchRoute } from '@/features/catalogue/SearchRoute';

export const Route = createFileRoute('/drugs/search')({
  ...searchRouteOptions,
  // Loaded before the first render so the prerendered page holds real results; a failure is left
  // to the screen, which offers a retry.
  loader: () => loadCatalogue().catch(() => undefined),
  component: DrugSearch,
});

function DrugSearch() {
  return <SearchRoute from="/drugs/search" />;
}
