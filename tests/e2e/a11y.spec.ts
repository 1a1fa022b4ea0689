import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { appRoutes, expectScreen } from './support/routes';
import { viewports } from './support/env';
import { signInAs, type Role } from './support/auth';
import { unstyledControls, waitingPrescription } from './support/styles';
import { routeGroups, routeList, sweepRoutes } from './support/sweep';

// Every route at desktop width, opened by a full load: zero WCAG 2.1 A/AA violations, and every
// Mantine control on screen has its stylesheet (support/styles.ts). Public routes are checked signed
// out; guarded screens as their role sees them, not as the login page they redirect to. The phone
// width's axe check runs in the narrow-screen sweep, at 320 px. Each test sweeps a group of routes
// in one page; a failure lists the problems of every route of the group.
const visitors: (Role | undefined)[] = [undefined, 'patient', 'pharmacy', 'doctor', 'rider', 'admin'];

test.use({ viewport: viewports.desktop });
for (const role of visitors) {
  const routes = appRoutes.filter((r) => r.role === role);
  for (const group of routeGroups(routes, 8)) {
    test(`${routeList(group)} ${group.length > 1 ? 'have' : 'has'} no axe violations and every control styled${role ? ` as ${role}` : ''}`, async ({ page }) => {
      test.setTimeout(30_000 + group.length * 15_000);
      // The queue then shows its quote controls, whose styles are checked too.
      if (group.some((r) => r.path === '/pharmacy/prescriptions')) await waitingPrescription();
      if (role) await signInAs(page, role);
      let controls = 0;
      const problems = await sweepRoutes(page, group, async (route) => {
        await page.goto(route.path);
        await expectScreen(page, route);
        const found = await axeViolations(page);
        controls += await page.locator('[class*="m_"]').count();
        return [...found, ...(await unstyledControls(page)).map((p) => `unstyled ${p}`)];
      });
      expect(problems).toEqual([]);
      // The sweep saw Mantine controls (a check of nothing would pass too).
      expect(controls).toBeGreaterThan(group.length);
    });
  }
}
