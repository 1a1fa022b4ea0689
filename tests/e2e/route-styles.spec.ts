// Every route opened directly (a fresh page load, as after a reload or a shared link), signed out
// and as each role: no Mantine element on screen may lack its stylesheet. Mantine gives each part a
// class of the form m_1a2b3c (Button's root is m_77c9d27d); its CSS file holds the rules for it. The
// check reads every rule the page has applied and fails on any Mantine class no rule names, and on
// a Button whose computed style lacks a custom property only Button's stylesheet sets.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { appRoutes } from './support/routes';
import { serviceClient, signInAs, type Role } from './support/auth';
import { demoClient } from './support/orders';

// Classes that Mantine's full stylesheet never mentions have no styles to miss.
const styled = new Set(readFileSync(path.resolve('node_modules/@mantine/core/styles.css'), 'utf8').match(/\bm_[0-9a-f]+\b/g));

async function unstyledControls(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const named = new Set<string>();
    const read = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        const text = (rule as CSSStyleRule).selectorText;
        if (text) for (const m of text.matchAll(/\.(m_[0-9a-f]+)/g)) named.add(m[1]!);
        if ('cssRules' in rule) read((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) read(sheet.cssRules);
    const problems: { cls: string; what: string }[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('[class*="m_"]'))) {
      const part = Array.from(el.classList).find((c) => /^mantine-[A-Z]/.test(c)) ?? el.tagName.toLowerCase();
      const what = `${part} "${(el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
      for (const cls of Array.from(el.classList)) if (/^m_[0-9a-f]+$/.test(cls) && !named.has(cls)) problems.push({ cls, what });
      if (el.classList.contains('mantine-Button-root') && !getComputedStyle(el).getPropertyValue('--button-height-sm')) {
        problems.push({ cls: 'Button.css', what });
      }
    }
    return problems;
  });
  return [...new Set(found.filter((p) => p.cls === 'Button.css' || styled.has(p.cls)).map((p) => `${p.what} (${p.cls})`))];
}

/** A prescription waiting in the demo pharmacy's queue, so its screen shows the quote controls. */
async function waitingPrescription() {
  const patient = await demoClient('patient');
  const { data: user } = await patient.auth.getUser();
  const { data: pharmacy } = await serviceClient().from('pharmacies').select('id').eq('name', 'Magani Demo Pharmacy').single();
  const clientId = randomUUID();
  const file = `${user.user!.id}/${clientId}/0-rx.pdf`;
  const upload = await patient.storage.from('prescriptions').upload(file, new Blob(['%PDF-1.4\n'], { type: 'application/pdf' }));
  expect(upload.error).toBeNull();
  const { error } = await patient.from('prescriptions').insert({
    user_id: user.user!.id,
    client_id: clientId,
    pharmacy_id: pharmacy!.id,
    address: '12 Allen Avenue, Ikeja',
    contact_phone: '+2348031234567',
    file_paths: [file],
  });
  expect(error).toBeNull();
}

const visitors: (Role | undefined)[] = [undefined, 'patient', 'pharmacy', 'doctor', 'rider', 'admin'];

for (const role of visitors) {
  test(`every route opened directly ${role ? `as the ${role}` : 'signed out'} has the styles of every Mantine control`, async ({ page }) => {
    test.setTimeout(360_000);
    if (role === 'pharmacy') await waitingPrescription();
    if (role) await signInAs(page, role);
    const routes = appRoutes.filter((r) => !r.role || r.role === role);
    const problems: string[] = [];
    let controls = 0;
    for (const route of routes) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 }).first(), route.path).toBeVisible();
      // Lists and forms that arrive with data: wait for the requests the screen makes at load.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
      controls += await page.locator('[class*="m_"]').count();
      for (const problem of await unstyledControls(page)) problems.push(`${page.url().replace(/^https?:\/\/[^/]+/, '')}: ${problem}`);
    }
    expect(problems).toEqual([]);
    // The sweep saw Mantine controls (a check of nothing would pass too).
    expect(controls).toBeGreaterThan(routes.length);
  });
}

test('the pharmacy prescription queue opened directly draws its actions as buttons', async ({ page }) => {
  await waitingPrescription();
  await signInAs(page, 'pharmacy');
  await page.goto('/pharmacy/prescriptions');
  const send = page.getByRole('button', { name: 'Send quote' }).first();
  await expect(send).toBeVisible();
  // Button.css gives a filled button its height and background; plain text has neither.
  const look = await send.evaluate((el) => ({ height: el.getBoundingClientRect().height, bg: getComputedStyle(el).backgroundColor }));
  expect(look.height).toBeGreaterThanOrEqual(30);
  expect(look.bg).not.toBe('rgba(0, 0, 0, 0)');
});
