import type { AnyRoute, AnyRouter, StaticDataRouteOption } from '@tanstack/react-router';
import type { Role } from '@/lib/auth/roles';

/** One URL of the app with the facts its route file (and guard layout) declare. */
export type RouteFact = Pick<StaticDataRouteOption, 'title' | 'canonical' | 'role'> & {
  path: string;
  prerender: boolean;
};

const pathOf = (route: AnyRoute) => (route.fullPath as string).replace(/\/$/, '') || '/';

/** The role a route needs: the nearest guard layout above it (or on it) decides. */
function roleOf(route: AnyRoute | undefined): Role | undefined {
  for (let at = route; at; at = at.parentRoute) {
    const role = (at.options.staticData as StaticDataRouteOption | undefined)?.role;
    if (role) return role;
  }
  return undefined;
}

/**
 * Every page of the route tree (its leaves) with its facts: the prerenderer's list of pages, the
 * end-to-end route sweep and the README's layout table are all read from here.
 */
export function routeFacts(router: AnyRouter): RouteFact[] {
  return (Object.values(router.routesById) as AnyRoute[])
    .filter((route) => !route.isRoot && !(route.children && Object.keys(route.children).length))
    .map((route) => {
      const facts: StaticDataRouteOption = route.options.staticData ?? {};
      return {
        path: pathOf(route),
        title: facts.title,
        canonical: facts.canonical,
        role: roleOf(route),
        prerender: facts.prerender ?? false,
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The role needed to open a same-site path, or undefined when anyone may (or no route matches). */
export function roleAt(router: AnyRouter, pathname: string): Role | undefined {
  const [, , found] = router.getMatchedRoutes(pathname);
  return roleOf(found);
}
