// Narrow-screen checks: what a person on a 320 px phone would notice (sideways scrolling, a button
// cut off at the edge or its label clipped).
import { expect, type Page } from '@playwright/test';
import { saveJobs } from '../offline-support';

export const narrowWidths = [320, 360, 412] as const;

/** Problems on the current page, as readable strings; [] when everything fits. */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const problems: string[] = [];
    const docWidth = document.documentElement.scrollWidth;
    if (docWidth > vw) problems.push(`document is ${docWidth}px wide in a ${vw}px viewport`);
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().slice(0, 40)}"`;
    const controls = document.querySelectorAll('header a, header button, main a[href], main button, main input:not([type=hidden]), main select, main textarea');
    for (const el of controls) {
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      // Hidden on purpose: not rendered, visually-hidden inputs, or parts of a carousel kept out of reach.
      if (!r.width || !r.height || style.visibility === 'hidden' || r.width <= 2 || r.height <= 2) continue;
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      if (r.left < -1 || r.right > vw + 1) problems.push(`${describe(el)} spans ${Math.round(r.left)}-${Math.round(r.right)}px`);
      // A label cut short: the text needs more room than its box gives it.
      for (const part of [el, ...el.querySelectorAll('span')]) {
        // Text for screen readers only sits in a 1 px box on purpose.
        if (part.getBoundingClientRect().width <= 2) continue;
        const s = getComputedStyle(part);
        if (s.overflow === 'visible' && s.textOverflow !== 'ellipsis') continue;
        if (part.scrollWidth > part.clientWidth + 1) {
          problems.push(`${describe(el)} has a clipped label`);
          break;
        }
      }
      // A select shows only the chosen option: it must fit inside the box, next to the arrow.
      if (el instanceof HTMLSelectElement && el.selectedOptions[0]) {
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = ctx.measureText(el.selectedOptions[0].text).width;
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (text > room + 1) problems.push(`${describe(el)} cuts "${el.selectedOptions[0].text}" short`);
      }
    }
    return problems;
  });
}

/**
 * The page's problems at every narrow width, each prefixed with its width; resizes one loaded page
 * (media queries follow the resize), waiting up to `timeout` per width for the layout to settle.
 */
export async function narrowScreenProblems(page: Page, height = 740, timeout = 10_000): Promise<string[]> {
  const found: string[] = [];
  for (const width of narrowWidths) {
    await page.setViewportSize({ width, height });
    try {
      await expect.poll(() => layoutProblems(page), { timeout }).toEqual([]);
    } catch {
      for (const problem of await layoutProblems(page)) found.push(`at ${width}px: ${problem}`);
    }
  }
  return found;
}

/** Checks the page at every narrow width without reloading (media queries follow the resize). */
export async function expectFitsNarrowScreens(page: Page, height = 740) {
  for (const width of narrowWidths) {
    await page.setViewportSize({ width, height });
    await expect.poll(() => layoutProblems(page), { message: `at ${width}px`, timeout: 10_000 }).toEqual([]);
  }
}

/** The demo accounts' ids (supabase/seed.sql): outbox rows belong to an account, or to "guest". */
export const demoIds = {
  patient: '11111111-1111-4111-8111-111111111111',
  pharmacy: '22222222-2222-4222-8222-222222222222',
  doctor: '33333333-3333-4333-8333-333333333333',
  rider: '44444444-4444-4444-8444-444444444444',
  admin: '55555555-5555-4555-8555-555555555555',
} as const;

/** Leaves one failed item in the outbox, so the header shows its Pending icon on every page. */
export async function leaveSomethingPending(page: Page, owner: string) {
  await page.goto('/pending');
  const now = Date.now();
  await saveJobs(page, [
    {
      id: `narrow-${owner}`,
      owner,
      kind: 'password-reset',
      label: 'Password reset e-mail for ada@example.ng',
      input: { email: 'ada@example.ng', redirectTo: 'http://localhost/auth/reset-password' },
      checkpoints: {},
      state: 'failed',
      lastError: 'Failed to fetch',
      attempts: 5,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    },
  ]);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Pending: 1 item/ })).toBeVisible();
}
