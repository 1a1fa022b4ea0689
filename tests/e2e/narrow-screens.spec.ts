import { expect, test, type Page } from '@playwright/test';
import { appRoutes, expectScreen, type AppRoute } from './support/routes';
import { signInAs, type Role } from './support/auth';
import { axeViolations } from './support/axe';
import { demoIds, expectFitsNarrowScreens, leaveSomethingPending, narrowScreenProblems, narrowWidths } from './support/layout';
import { routeGroups, routeList, sweepRoutes } from './support/sweep';
import { demoOffer, handOverWithCode, placeDemoOrder, sendOut } from './support/orders';

// Every route at 320, 360 and 412 px: no sideways scrolling, no control cut off or with a clipped
// label, with an item waiting in the outbox (the header's Pending icon takes room); and no axe
// (WCAG 2.1 A/AA) violation at 320 px, the phone width of the accessibility check. Public routes
// are checked signed out and signed in; guarded ones as their role. Each test sweeps a group of
// routes in one page (signed in and with the pending item once), each route opened by a full load
// at 320 px and then widened; a failure lists every route and width that did not fit.

async function open(page: Page, path: string, heading: RegExp) {
  await page.goto(path);
  await expectScreen(page, { path, heading });
}

const visitors: (Role | undefined)[] = [undefined, 'patient', 'pharmacy', 'doctor', 'rider', 'admin'];

for (const role of visitors) {
  const routes = appRoutes.filter((r) => (r.role ? r.role === role : role === undefined || role === 'patient'));
  for (const group of routeGroups(routes, 8)) {
    test(`${routeList(group)} fit narrow screens with no axe violations ${role ? `as ${role}` : 'signed out'}, with something pending`, async ({ page }) => {
      test.setTimeout(30_000 + group.length * 15_000);
      await page.setViewportSize({ width: 320, height: 740 });
      if (role) await signInAs(page, role);
      await leaveSomethingPending(page, role ? demoIds[role] : 'guest');
      const pending = page.getByRole('banner').getByRole('link', { name: /^Pending: 1 item/ });
      const problems = await sweepRoutes(page, group, async (route: AppRoute) => {
        await page.setViewportSize({ width: 320, height: 740 });
        await page.goto(route.path);
        await expectScreen(page, route);
        // The item is still waiting, so its icon takes its room in the header being measured.
        await expect(pending).toBeVisible();
        const violations = (await axeViolations(page)).map((v) => `at 320px: ${v}`);
        return [...violations, ...(await narrowScreenProblems(page))];
      });
      expect(problems).toEqual([]);
    });
  }
}

test('the sort box shows its longest choice in full on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await open(page, '/drugs/search?sort=price-high', /Find Your Medication/);
  await expect(page.getByLabel('Sort by')).toHaveValue('price-high');
  await expectFitsNarrowScreens(page);
});

test("a rider's delivery code form fits a phone: the Delivered button keeps its label", async ({ page }) => {
  const order = await placeDemoOrder(await demoOffer(500, 5));
  await sendOut(order);
  try {
    await page.setViewportSize({ width: 320, height: 740 });
    await signInAs(page, 'rider');
    await open(page, '/dashboard/rider', /Rider Dashboard/);
    await expect(page.getByLabel(`Delivery code for ${order.reference}`)).toBeVisible();
    await expectFitsNarrowScreens(page);
  } finally {
    // Other specs sign in as the same demo rider.
    await handOverWithCode(order);
  }
});

test.describe('the header at phone widths', () => {
  for (const width of narrowWidths) {
    test(`every control is inside the viewport at ${width}px, signed out and in, with and without pending items`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      const header = page.getByRole('banner');
      const check = async (expected: string[]) => {
        await page.goto('/about');
        await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
        for (const name of expected) await expect(header.getByRole(name === 'Open menu' ? 'button' : 'link', { name })).toBeInViewport({ ratio: 1 });
        const boxes = await header.locator('a, button').evaluateAll((els) =>
          els.filter((e) => e.getBoundingClientRect().width > 0).map((e) => e.getBoundingClientRect().right),
        );
        expect(Math.max(...boxes)).toBeLessThanOrEqual(width);
      };
      await check(['Magani Health home', 'Open menu']);
      await leaveSomethingPending(page, 'guest');
      await check(['Magani Health home', 'Open menu', 'Pending: 1 item waiting to be sent, some need you']);
      // Login and Sign Up stay reachable through the menu.
      await header.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign Up' })).toBeInViewport();
    });
  }
});
