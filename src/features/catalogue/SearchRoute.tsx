import { useNavigate, useSearch } from '@tanstack/react-router';
import { SearchScreen } from '@/features/catalogue/SearchScreen';

/** The search screen wired to its route's URL, for /drugs/search and /pharmacy alike. */
export function SearchRoute({ from }: { from: '/drugs/search' | '/pharmacy/' }) {
  const navigate = useNavigate({ from });
  return (
    <SearchScreen
      search={useSearch({ from })}
      onSearchChange={(patch, options) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace, resetScroll: false })
      }
    />
  );
}
