import type { Page } from '@playwright/test';

/** Some pages arrive prerendered: wait until React has hydrated them before interacting. */
export async function openApp(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}
