// Shared by the worker and the page (src/lib/pwa/role-screens.ts): how they talk about role screens.

/** The page tells the worker which staff role is signed in (or null): { type, role }. */
export const ROLE_SCREENS_MESSAGE = 'ROLE_SCREENS';

/** The build's per-role file lists (src/ssr/role-screens.ts writes it; it is precached). */
export const ROLE_SCREENS_URL = '/role-screens.json';

export const ROLE_CACHE_PREFIX = 'magani-role-';
export const roleCacheName = (role: string) => `${ROLE_CACHE_PREFIX}${role}`;
