import type { Page } from '@playwright/test';

// The pseudo-locale wraps every catalogue string in ⟦…⟧ and makes it 40 % longer: any visible
// text outside the brackets did not come from a catalogue, and any control that overflows at
// 320 px would overflow with a longer translation. Shared by the languages-pseudo*.spec.ts sweeps.

/** Makes the pages of this test open in the pseudo-locale. */
export async function usePseudoLocale(page: Page) {
  await page.addInitScript(() => localStorage.setItem('magani-language', 'pseudo'));
}

// Text that is the same in every language: the brand, the support line, the emergency number, the
// languages' own names.
// Times come from the format module in en-NG in every language; a required field's mark is "*".
export const sameInEveryLanguage =
  /^(Magani Health|\+234 800 624 2641|support@magani\.health|199|English|Naijá|Hausa|Yorùbá|Igbo|©|\d{1,2}:\d{2} [AP]M-\d{1,2}:\d{2} [AP]M|[\s·|:,.()*-]+)$/;

/**
 * Visible text and aria-labels not from a catalogue. `skip`: selectors of parts not converted yet;
 * `allowed`: more text that is the same in every language on that screen (a regular expression).
 */
export async function textOutsideCatalogues(page: Page, options: { skip?: string[]; allowed?: RegExp } = {}): Promise<string[]> {
  return page.evaluate(
    ({ allowed, skip }) => {
      const pattern = new RegExp(allowed);
      const found: string[] = [];
      // Catalogue strings may hold others (a placeholder filled with a translated name): innermost first.
      const strip = (text: string) => {
        let rest = text;
        for (let last = ''; last !== rest; ) [last, rest] = [rest, rest.replace(/⟦[^⟦⟧]*⟧/g, '')];
        return rest.trim();
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        const text = node.textContent!.trim();
        if (!text || parent.closest('script, style, [aria-hidden="true"], [hidden]') || skip.some((s) => parent.closest(s))) continue;
        if (!parent.checkVisibility()) continue;
        // Catalogue text, with the plain parts around it (numbers, punctuation) allowed.
        const rest = strip(text);
        if (rest && !pattern.test(rest)) found.push(text);
      }
      for (const el of document.querySelectorAll('[aria-label]')) {
        if (skip.some((s) => el.closest(s))) continue;
        const label = strip(el.getAttribute('aria-label')!);
        if (label && !pattern.test(label)) found.push(`aria-label: ${el.getAttribute('aria-label')}`);
      }
      return found;
    },
    {
      allowed: options.allowed ? `${sameInEveryLanguage.source}|^(${options.allowed.source})$` : sameInEveryLanguage.source,
      // Data from rows (medicine and people's names, what a doctor wrote) is marked translate="no".
      skip: ['[translate="no"]', ...(options.skip ?? [])],
    },
  );
}

/** Controls wider than the screen or their own box, and sideways scrolling of the page. */
export async function overflowingControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    // A count badge overhangs its icon button by design (the header's bell once signed in): it is
    // the same in every language, so it is left out while the controls are measured.
    const badges = [...document.querySelectorAll<HTMLElement>('a [aria-hidden="true"], button [aria-hidden="true"]')].filter(
      (badge) => getComputedStyle(badge).position === 'absolute' && badge.style.display !== 'none',
    );
    for (const badge of badges) badge.style.display = 'none';
    for (const el of document.querySelectorAll<HTMLElement>('a, button, [role="tab"], input, select')) {
      if (!el.checkVisibility()) continue;
      const box = el.getBoundingClientRect();
      // Zero-sized, or parked off the left edge until focused (the skip link).
      if (box.width === 0 || box.right <= 0) continue;
      // Inside a row that scrolls sideways (the service tabs), being past the edge is the design.
      let scroller = el.parentElement;
      while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
      if (scroller && scroller !== document.documentElement && scroller !== document.body) {
        if (el.scrollWidth > el.clientWidth + 1) found.push(`${el.tagName.toLowerCase()} "${(el.textContent || '').trim().slice(0, 40)}" overflows its own box`);
        continue;
      }
      if (box.right > width + 1 || box.left < -1 || el.scrollWidth > el.clientWidth + 1) {
        found.push(`${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}" (${Math.round(box.left)}-${Math.round(box.right)} of ${width})`);
      }
    }
    if (document.documentElement.scrollWidth > width + 1) found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    for (const badge of badges) badge.style.display = '';
    return found;
  });
}

