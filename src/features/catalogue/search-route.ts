import { stripSearchParams } from '@tanstack/react-router';
import { readMedicationSearch, searchDefaults, type MedicationSearch } from '@/features/catalogue/search-params';

/**
 * What both search routes (/drugs/search and its /pharmacy alias) declare alike. Each route file
 * still writes its own loader and component: the router can only split those out of the first
 * load when they stand in the route file itself.
 */
export const searchRouteOptions = {
  validateSearch: readMedicationSearch,
  search: { middlewares: [stripSearchParams<MedicationSearch>(searchDefaults)] },
};
