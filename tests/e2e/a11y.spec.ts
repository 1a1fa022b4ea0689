import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { appRoutes, expectScreen } from './support/routes';
import { viewports } from './support/env';
import { signInAs } from './support/auth';

// Every route, at phone and desktop widths: zero WCAG 2.1 A/AA violations.
for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`accessibility at ${width} width`, () => {
    test.use({ viewport });
    for (const route of appRoutes) {
      test(`${route.path} has no axe violations`, async ({ page }) => {
        // Guarded screens are checked as their role sees them, not as the login page they redirect to.
        if (route.role) await signInAs(page, route.role);
        await page.goto(route.path);
        await expectScreen(page, route);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
