// /pharmacy is the header's "Find Pharmacy" link: the same search screen as /drugs/search.
import { createFileRoute } from '@tanstack/react-router';
import { loadCatalogue } from '@/features/catalogue/medications-source';
import { searchRouteOptions } from '@/features/catalogue/search-route';
import { SearchRoute } from '@/features/catalogue/SearchRoute';

export const Route = createFileRoute('/pharmacy/')({
  ...searchRouteOptions,
  // Loaded before the first render so the prerendered page holds real results; a failure is left
  // to the screen, which offers a retry.
  loader: () => loadCatalogue().catch(() => undefined),
  component: PharmacySearch,
});

function PharmacySearch() {
  return <SearchRoute from="/pharmacy/" />;
}
