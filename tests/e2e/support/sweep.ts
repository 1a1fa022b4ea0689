// Route sweeps: many routes checked in one page, one after another, so that a test pays for the
// browser context, the sign-in and the first (cold) load of the app once rather than per route.
// Each route is still opened by a full page load, and every problem found names its route (and
// width), so one failing route does not hide the others.
import { test, type Page } from '@playwright/test';
import type { AppRoute } from './routes';

/** Splits routes into groups of about `size`, so that the groups spread over the workers. */
export function routeGroups<T>(routes: T[], size: number): T[][] {
  const count = Math.max(1, Math.round(routes.length / size));
  const groups: T[][] = Array.from({ length: count }, () => []);
  routes.forEach((route, i) => groups[Math.floor((i * count) / routes.length)]!.push(route));
  return groups.filter((g) => g.length > 0);
}

/** The routes of a group, for a test title: a failing test then names the routes it covers. */
export const routeList = (routes: AppRoute[]) => routes.map((r) => r.path).join(', ');

/** The first lines of an error, without colour codes or Playwright's call log. */
export function briefly(error: unknown): string {
  const escape = String.fromCharCode(27);
  const text = String((error as Error)?.message ?? error).split(escape).map((part, i) => (i ? part.replace(/^\[[0-9;]*m/, '') : part)).join('');
  return text.split('\n').filter((line) => line.trim() && !line.startsWith('Call log')).slice(0, 4).join(' | ');
}

/**
 * Runs `check` for each route (as a named step) and returns every problem, each starting with the
 * route's path. A check reports problems by returning them, or by throwing (a screen that never
 * appeared); either way the sweep moves on to the next route.
 */
export async function sweepRoutes(
  page: Page,
  routes: AppRoute[],
  check: (route: AppRoute) => Promise<string[]>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    await test.step(route.path, async () => {
      try {
        for (const problem of await check(route)) problems.push(`${route.path}: ${problem}`);
      } catch (error) {
        problems.push(`${route.path}: ${briefly(error)}`);
        // A page left mid-load must not leak into the next route's check.
        await page.goto('about:blank').catch(() => {});
      }
    });
  }
  return problems;
}

