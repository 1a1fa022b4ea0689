import { expect, test } from '@playwright/test';
import { stateCopyBody } from '../perf/catalogue/state-copy-body.mjs';

// A first download of a national-size copy (Lagos's: 5,158 medicines, 1.2 MB) must not block the
// page: the worker decodes, stores and prepares it, and the page takes the prepared medicines in
// slices, one short task each. The server's answer is replaced by a generated one in the same
// format, held back until the page has loaded. What is asserted is what holds on any machine: the
// medicines reach the page in slices of at most 400, and the person sees all of them and then the
// search's matches. How long the page's tasks were is printed (a busy machine stretches any task;
// the figures to hold are `npm run bench:catalogue-page`'s, in the README).
const body = JSON.stringify(stateCopyBody(process.cwd()));
const COUNT = 5_158;

// Blocked so that the worker's request reaches the test's route (not the service worker's cache).
// No trace: its snapshots run on the page's main thread and would be counted as the page's tasks;
// for the same reason the waits below are one cheap check each, not assertions that retry.
test.use({ serviceWorkers: 'block', trace: 'off' });


test('a 5,158-medicine copy reaches the page in slices of at most 400, and a search over it finds its matches', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: { start: number; ms: number }[]; slices: number[] };
    w.longTasks = [];
    w.slices = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    // Every message a worker sends the page: the catalogue's slices carry `part`, a list of medicines.
    const Native = window.Worker;
    window.Worker = class extends Native {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.addEventListener('message', (event: MessageEvent<{ part?: unknown[] }>) => {
          if (Array.isArray(event.data?.part)) w.slices.push(event.data.part.length);
        });
      }
    };
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route('**/rest/v1/rpc/state_catalogue', async (route) => {
    asked++;
    await held;
    await route.fulfill({ status: 200, contentType: 'application/json', body });
  });

  await page.goto('/drugs/search');
  await expect.poll(() => asked, { timeout: 30_000 }).toBe(1);
  // The page has loaded and asked for the copy: from here on, the copy's work only.
  await page.waitForTimeout(1_000);
  const from = await page.evaluate(() => performance.now());
  release();

  // The count may be written with a thousands separator (the plural message formats it).
  const found = page.getByRole('heading', { name: /^Found [\d,]+ medications?$/ });
  await page.waitForFunction((text) => [...document.querySelectorAll('h2')].some((h) => h.textContent?.replace(/,/g, '') === text), `Found ${COUNT} medications`, {
    polling: 200,
    timeout: 60_000,
  });
  await page.waitForTimeout(500);
  const tasks = () => page.evaluate(() => (window as unknown as { longTasks: { start: number; ms: number }[] }).longTasks.splice(0));
  const arrival = (await tasks()).filter((t) => t.start >= from).map((t) => Math.round(t.ms));
  const slices = await page.evaluate(() => (window as unknown as { slices: number[] }).slices);
  const listed = (ms: number[]) => (ms.length ? `${ms.join(', ')} ms` : 'none');
  console.log(`copy arriving: ${slices.length} slices; long tasks on the page: ${listed(arrival)}`);
  // Every medicine came prepared, in slices the page indexes one short task at a time.
  expect(slices.reduce((a, b) => a + b, 0)).toBe(COUNT);
  expect(Math.max(...slices)).toBeLessThanOrEqual(400);

  // Typing a search: each keystroke is one pass over the 5,158 medicines, then the cards.
  const box = page.getByRole('searchbox', { name: /Search medications/ });
  await tasks();
  await box.pressSequentially('paracetamol', { delay: 80 });
  await page.waitForTimeout(1_000);
  console.log(`long tasks while typing: ${listed((await tasks()).map((t) => Math.round(t.ms)))}`);
  // What a person sees: all of them listed, then the search's matches.
  await expect(page.getByRole('article').first()).toContainText(/paracetamol/i);
  const matching = Number((await found.textContent())?.match(/\d+/)?.[0]);
  expect(matching).toBeGreaterThan(0);
  expect(matching).toBeLessThan(COUNT);
});
