import { describe, expect, it, vi } from 'vitest';
import { EARLY_STATE, type EarlyState } from '@/lib/early-page';
import { startScriptsAfterPaint } from './script-loader';

const page = `<!doctype html>
<html>
  <head>
    <title>Login</title>
    <script type="module" crossorigin src="/assets/framework-a1.js"></script>
    <script type="module" crossorigin src="/assets/app-b2.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/login-c3.js">
  </head>
  <body><div id="root"><form><input aria-label="Email"><button>Sign In</button></form></div></body>
</html>`;

const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const early = () => (window as unknown as Record<string, EarlyState>)[EARLY_STATE]!;
const requested = () => ({
  scripts: [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
});

describe('startScriptsAfterPaint', () => {
  it('leaves no script or preload tag for the browser to fetch with the HTML', () => {
    const html = startScriptsAfterPaint(page);
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(inlineScripts(html)).toHaveLength(1);
    expect(html).toContain('<title>Login</title>');
    expect(html).toContain('<button>Sign In</button>');
  });

  it('leaves a page without module scripts as it is', () => {
    const plain = '<html><head></head><body><p>Hi</p></body></html>';
    expect(startScriptsAfterPaint(plain)).toBe(plain);
  });

  it('requests the scripts only once the page had time to paint, and holds early forms', async () => {
    const [loader] = inlineScripts(startScriptsAfterPaint(page));
    document.body.innerHTML = '<form><input aria-label="Email"><button>Sign In</button></form>';
    new Function(loader!)();
    // Nothing yet: the page has not been painted.
    expect(requested()).toEqual({ scripts: [], preloads: [] });

    await vi.waitFor(() =>
      expect(requested()).toEqual({ scripts: ['/assets/framework-a1.js', '/assets/app-b2.js'], preloads: ['/assets/login-c3.js'] }),
    );
    expect(document.head.querySelector('script[type="module"]')!.getAttribute('crossorigin')).toBe('');

    // Until the app has taken the page over, a form sent would reload the page and lose what was
    // typed: the loader keeps the submission instead.
    const form = document.querySelector('form')!;
    const submit = new SubmitEvent('submit', { cancelable: true, bubbles: true, submitter: form.querySelector('button') });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(early().submit?.form).toBe(form);
    expect(early().submit?.submitter).toBe(form.querySelector('button'));

    // Until the app listens, the last plain button tapped is noted, to be tapped again once it does.
    document.body.insertAdjacentHTML('beforeend', '<button type="button" aria-label="Open menu"><svg></svg></button>');
    document.querySelector('[aria-label="Open menu"] svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(early().click).toBe(document.querySelector('[aria-label="Open menu"]'));

    // From the moment the app listens (it says so right before hydrating), taps and forms are its own.
    early().click = undefined;
    early().appListens = true;
    document.querySelector<HTMLButtonElement>('[aria-label="Open menu"]')!.click();
    expect(early().click).toBeUndefined();
    const later = new SubmitEvent('submit', { cancelable: true, bubbles: true, submitter: form.querySelector('button') });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('adds many tags a few at a time, so the page never blocks for long, the app\'s scripts first', async () => {
    document.head.innerHTML = '';
    const many = Array.from({ length: 12 }, (_, i) => `<link rel="modulepreload" crossorigin href="/assets/part-${i}.js">`).join('\n');
    const [loader] = inlineScripts(startScriptsAfterPaint(page.replace('</head>', `${many}\n</head>`)));
    // Each tag costs 3 ms here: a slice of 8 ms holds three.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const append = document.head.appendChild.bind(document.head);
    const perTask: number[] = [];
    let inTask = 0;
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      clock += 3;
      if (inTask++ === 0) queueMicrotask(() => (perTask.push(inTask), (inTask = 0)));
      return append(node);
    });
    try {
      new Function(loader!)();
      await vi.waitFor(() => expect(requested().preloads).toHaveLength(13));
    } finally {
      vi.restoreAllMocks();
    }
    expect(requested().scripts).toEqual(['/assets/framework-a1.js', '/assets/app-b2.js']);
    expect(Math.max(...perTask)).toBeLessThanOrEqual(3);
    expect(perTask.reduce((a, b) => a + b, 0)).toBe(15);
    // The app's own scripts went out in the first slice.
    const order = [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map((el) => el.tagName);
    expect(order.slice(0, 2)).toEqual(['SCRIPT', 'SCRIPT']);
  });
});
