import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { appRoutes, expectScreen } from './support/routes';
import { viewports } from './support/env';
import { signInAs, type Role } from './support/auth';
import { routeGroups, routeList, sweepRoutes } from './support/sweep';

// Every route, at phone and desktop widths: zero WCAG 2.1 A/AA violations. Public routes are checked
// signed out; guarded screens as their role sees them, not as the login page they redirect to. Each
// test sweeps a group of routes in one page, each route opened by a full load; a failure lists the
// violations of every route of the group.
const visitors: (Role | undefined)[] = [undefined, 'patient', 'pharmacy', 'doctor', 'rider', 'admin'];

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`accessibility at ${width} width`, () => {
    test.use({ viewport });
    for (const role of visitors) {
      const routes = appRoutes.filter((r) => r.role === role);
      for (const group of routeGroups(routes, 8)) {
        test(`${routeList(group)} ${group.length > 1 ? 'have' : 'has'} no axe violations${role ? ` as ${role}` : ''}`, async ({ page }) => {
          test.setTimeout(30_000 + group.length * 15_000);
          if (role) await signInAs(page, role);
          const problems = await sweepRoutes(page, group, async (route) => {
            await page.goto(route.path);
            await expectScreen(page, route);
            return axeViolations(page);
          });
          expect(problems).toEqual([]);
        });
      }
    }
  });
}
