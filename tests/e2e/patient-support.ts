import type { Page } from '@playwright/test';

/**
 * Some pages arrive prerendered: wait until React has hydrated them before interacting. The landing
 * page loads the app at first use (src/light.ts): it is started here as a first tap would.
 */
export async function openApp(page: Page, path: string) {
  await page.goto(path);
  await startAppNow(page);
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * Starts a prerendered page's app now, as the person's first tap or key would (no-op once started).
 * A page in another language than the device's choice replaces itself with that language's version
 * first (src/main.tsx): the start is then tried again on the page it moved to.
 */
export async function startAppNow(page: Page) {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.waitForFunction(() => document.readyState !== 'loading');
      await page.evaluate(() => (window as unknown as { __maganiEarly?: { startApp?: () => void } }).__maganiEarly?.startApp?.());
      return;
    } catch (error) {
      if (attempt >= 3 || !/context was destroyed|navigat/i.test(String(error))) throw error;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}
