import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createMemoryHistory, type AnyRoute, type StaticDataRouteOption } from '@tanstack/react-router';
import { createAppRouter } from '@/router';
import { titleIn, titledRoutes } from '@/components/app-shell/page-titles';
import { areasFor } from '@/lib/i18n/areas';
import { activate } from '@/lib/i18n/i18n';
import { catalogueAreas, shippedIds } from '@/ssr/messages-plugin';

// The real route tree, and every message's English as the build ships it ([shipped id, English]).
const router = createAppRouter(createMemoryHistory());
const routes = (Object.values(router.routesById) as AnyRoute[]).filter((route) => !route.isRoot && !(route.children && Object.keys(route.children).length));
const titleOf = (route: AnyRoute) => (route.options.staticData as StaticDataRouteOption | undefined)?.title;
const sources = import.meta.glob<Record<string, Record<string, [string, unknown]>>>('/src/**/*.messages.ts', { eager: true });
const english = new Map(Object.values(sources).flatMap((module) => Object.values(module).flatMap((group) => Object.values(group))));
const readable = new Map([...shippedIds()].map(([id, shipped]) => [shipped, id]));
const table = new Map(titledRoutes());
const brand = ' | Magani Health';

/** The area file of each message id in a language's catalogues. */
function areasOf(language: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const area of catalogueAreas(process.cwd(), language)) {
    const file = path.resolve(process.cwd(), 'src/locales', language, `${area}.json`);
    for (const id of Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object)) found.set(id, area);
  }
  return found;
}

describe('page titles in other languages', () => {
  it('cover every page of the route tree (a page without a title only redirects)', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((route) => !titleOf(route) && route.options.component).map((route) => route.id)).toEqual([]);
    expect(routes.filter((route) => titleOf(route) && !table.has(route.id)).map((route) => route.id)).toEqual([]);
  });

  it("name a message with the title's words (the whole title, or the page's name before the brand)", () => {
    const differing = routes
      .filter((route) => titleOf(route))
      .filter((route) => {
        const text = english.get(table.get(route.id)!);
        const title = titleOf(route)!;
        return typeof text !== 'string' || (text !== title && text.toLowerCase() !== title.replace(brand, '').toLowerCase());
      })
      .map((route) => `${route.id}: ${String(english.get(table.get(route.id)!))}`);
    expect(differing).toEqual([]);
  });

  it.each(['pcm', 'ha', 'yo', 'ig'])("in %s, each title's message is in a catalogue the page loads", (language) => {
    const areaOf = areasOf(language);
    const misplaced = routes
      .filter((route) => titleOf(route))
      .map((route) => {
        const id = readable.get(table.get(route.id)!) ?? table.get(route.id)!;
        return { route: route.id, id, area: areaOf.get(id), wanted: areasFor(route.fullPath as string) };
      })
      .filter(({ area, wanted }) => !area || !wanted.includes(area as never));
    expect(misplaced).toEqual([]);
  });

  it('read the page area’s message once its catalogue is in', async () => {
    const ids = ['__root__', '/_admin', '/_admin/admin/users'];
    await activate('ha', '/');
    // Only the shell's and the landing page's Hausa so far: the English title stays.
    expect(titleIn(ids, 'User Management | Magani Health')).toBe('User Management | Magani Health');
    await activate('ha', '/admin/users');
    expect(titleIn(ids, 'User Management | Magani Health')).toBe('Sarrafa masu amfani | Magani Health');
    const map = ['__root__', '/_rider', '/_rider/rider/map'];
    expect(titleIn(map, 'Your Route | Magani Health')).toBe('Your Route | Magani Health');
    await activate('yo', '/rider/map');
    expect(titleIn(map, 'Your Route | Magani Health')).toBe('Ọ̀nà rẹ | Magani Health');
    await activate('en');
    expect(titleIn(ids, 'User Management | Magani Health')).toBe('User Management | Magani Health');
  });
});
