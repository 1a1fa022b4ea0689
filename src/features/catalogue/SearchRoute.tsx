import { useLoaderData, useNavigate, useSearch } from '@tanstack/react-router';
import { SearchScreen } from '@/features/catalogue/SearchScreen';

/** The search screen wired to its route's URL and loader, for /drugs/search and /pharmacy alike. */
export function SearchRoute({ from }: { from: '/drugs/search' | '/pharmacy/' }) {
  const navigate = useNavigate({ from });
  return (
    <SearchScreen
      search={useSearch({ from })}
      catalogue={useLoaderData({ from })}
      onSearchChange={(patch, options) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace, resetScroll: false })
      }
    />
  );
}
