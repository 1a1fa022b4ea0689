import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * Every page of the app, read from the route tree of the build under test: the prerenderer writes
 * each route's facts (path, title, role of its guard layout) to dist/.vite/routes.json. A new route
 * file is swept by the accessibility, narrow-screen and offline checks without being listed here.
 */
export type AppRoute = {
  path: string;
  /** The document title the route declares; its screen also shows a main heading. */
  title?: string;
  /** Checked instead of a title where there is no route (the not-found page). */
  heading?: RegExp;
  role?: 'patient' | 'pharmacy' | 'doctor' | 'rider' | 'admin';
};

type Fact = { path: string; title?: string; role?: AppRoute['role'] };
const facts: Fact[] = JSON.parse(readFileSync(path.resolve(process.env.MAGANI_DIST ?? 'dist', '.vite/routes.json'), 'utf8'));

export const appRoutes: AppRoute[] = [
  // Pages with a screen of their own: not the redirect-only routes (no title), not a room whose id
  // only a booking gives.
  ...facts.filter((f) => f.title && !f.path.includes('$')).map(({ path, title, role }) => ({ path, title, role })),
  { path: '/no-such-page', heading: /404/ },
];

/** Waits for the route's own screen: its title, and a main heading (or the expected heading text). */
export async function expectScreen(page: Page, route: AppRoute, timeout?: number) {
  const heading = page.getByRole('heading', { level: 1 }).first();
  if (route.heading) return expect(heading, route.path).toContainText(route.heading, { timeout });
  await expect(page, route.path).toHaveTitle(route.title!, { timeout });
  await expect(heading, route.path).toBeVisible({ timeout });
  await expect(heading, route.path).not.toBeEmpty();
}
