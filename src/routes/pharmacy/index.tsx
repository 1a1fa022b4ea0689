// /pharmacy is the header's "Find Pharmacy" link: the same search screen as /drugs/search.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { medicationSearchSchema, searchDefaults } from '@/features/catalogue/search-params';
import { SearchScreen } from '@/features/catalogue/SearchScreen';
import { loadCatalogue } from '@/features/catalogue/medications-source';

export const Route = createFileRoute('/pharmacy/')({
  validateSearch: medicationSearchSchema,
  search: { middlewares: [stripSearchParams(searchDefaults)] },
  // Loaded before the first render so the prerendered page holds real results; a failure is left
  // to the screen, which offers a retry.
  loader: () => loadCatalogue().catch(() => undefined),
  head: () => ({
    meta: [
      { title: 'Find Your Medication | Magani Health' },
      {
        name: 'description',
        content: 'Search and compare medicine prices from verified pharmacies in Lagos, Abuja, Kano and Ibadan.',
      },
    ],
  }),
  component: PharmacySearch,
});

function PharmacySearch() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const catalogue = Route.useLoaderData();
  return (
    <SearchScreen
      search={search}
      catalogue={catalogue}
      onSearchChange={(patch, options) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace, resetScroll: false })
      }
    />
  );
}
