// /pharmacy is the header's "Find Pharmacy" link: the same search screen as /drugs/search.
import { createFileRoute } from '@tanstack/react-router';
import { searchRouteOptions } from '@/features/catalogue/search-route';
import { SearchRoute } from '@/features/catalogue/SearchRoute';

export const Route = createFileRoute('/pharmacy/')({
  staticData: { title: 'Find Your Medication | Magani Health', prerender: true, canonical: '/drugs/search' },
  ...searchRouteOptions,
  // No loader: the catalogue is read on the device after the first render (see catalogue-source.ts),
  // so the prerendered page never holds build-time prices.
  component: PharmacySearch,
});

function PharmacySearch() {
  return <SearchRoute from="/pharmacy/" />;
}
