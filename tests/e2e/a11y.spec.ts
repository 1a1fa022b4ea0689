import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { appRoutes } from './support/routes';
import { viewports } from './support/env';

// Every route, at phone and desktop widths: zero WCAG 2.1 A/AA violations.
for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`accessibility at ${width} width`, () => {
    test.use({ viewport });
    for (const route of appRoutes) {
      test(`${route.path} has no axe violations`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(route.heading);
        // Let entrance animations settle so colours are measured at rest.
        await page.waitForTimeout(300);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
