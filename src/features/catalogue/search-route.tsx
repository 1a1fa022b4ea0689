import type { ReactNode } from 'react';
import { getRouteApi, stripSearchParams } from '@tanstack/react-router';
import { medicationSearchSchema, searchDefaults, type MedicationSearch } from '@/features/catalogue/search-params';
import { SearchScreen } from '@/features/catalogue/SearchScreen';
import { loadCatalogue } from '@/features/catalogue/medications-source';

/** The paths that show the search screen: its own, and /pharmacy, the header's "Find Pharmacy" link. */
type SearchPath = '/drugs/search' | '/pharmacy/';

/** Everything a search route declares, so that both paths behave and read the URL the same way. */
export function searchRouteOptions(path: SearchPath) {
  const route = getRouteApi(path);

  function SearchRoute(): ReactNode {
    const navigate = route.useNavigate();
    return (
      <SearchScreen
        search={route.useSearch()}
        catalogue={route.useLoaderData()}
        onSearchChange={(patch, options) =>
          void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace, resetScroll: false })
        }
      />
    );
  }

  return {
    validateSearch: medicationSearchSchema,
    search: { middlewares: [stripSearchParams<MedicationSearch>(searchDefaults)] },
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
    component: SearchRoute,
  };
}
