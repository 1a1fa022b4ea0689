// Mantine gives each part of a control a class of the form m_1a2b3c (Button's root is m_77c9d27d),
// and its CSS file holds the rules for it. A route opened directly (a fresh page load, as after a
// reload or a shared link) must have loaded the stylesheet of every control it shows: the check reads
// every rule the page has applied and reports any Mantine class no rule names, and any Button whose
// computed style lacks a custom property only Button's stylesheet sets.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { serviceClient } from './auth';
import { demoClient } from './orders';

// Classes that Mantine's full stylesheet never mentions have no styles to miss.
const styled = new Set(readFileSync(path.resolve('node_modules/@mantine/core/styles.css'), 'utf8').match(/\bm_[0-9a-f]+\b/g));

/** The Mantine controls on screen whose stylesheet did not load, each named. */
export async function unstyledControls(page: Page): Promise<string[]> {
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
export async function waitingPrescription() {
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

