import { minifySync } from 'vite';
import { EARLY_STATE } from '../lib/early-page';

/**
 * The inline loader of a prerendered page. (The landing page's app waits longer: see `light` below.) The page is readable before any script runs, so its
 * scripts must not compete with the HTML and the first paint on a slow link: they are requested
 * once the parsed page has been painted, that is when the browser reports a largest-contentful-paint
 * entry from after parsing (two frames later where that is not reported), at the person's first tap
 * or key, or 300 ms after parsing at the latest. In a background tab nothing is painted, so they
 * are requested at once. Either way they are added a few at a time (see start). What the app must
 * not miss until it listens is kept for it (see src/lib/early-page.ts): the browser's install
 * offer, a form sent, which would otherwise reload the page and lose what was typed, and the last
 * plain button tapped.
 *
 * With `light` scripts (the landing page, src/light.ts), the paint brings only those; the app's own
 * scripts wait for the person's first tap, key or focus, or for the light script to ask for them
 * (early.startApp). A reader who only looks never downloads the framework on this page: the
 * service worker the light script registers precaches it, so the first tap is served from the device.
 */
const source = `(function (modules, preloads, light) {
  var started = false, painted = false, observer;
  var early = window[${JSON.stringify(EARLY_STATE)}] = window[${JSON.stringify(EARLY_STATE)}] || {};
  early.startApp = start;
  addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault();
    early.installPrompt = event;
  }, { once: true });
  // Until the app listens, a form sent would reload the page and lose what was typed, and a tap
  // on a plain button would do nothing: both are kept for the app to replay.
  addEventListener('submit', function (event) {
    if (early.appListens) return;
    event.preventDefault();
    early.submit = { form: event.target, submitter: event.submitter || null };
    start();
  }, true);
  addEventListener('click', function (event) {
    var button = !early.appListens && event.target.closest && event.target.closest('button[type="button"]');
    if (button) early.click = button;
  }, true);
  function add(tag, props) {
    var el = document.createElement(tag);
    for (var key in props) el[key] = props[key];
    el.crossOrigin = '';
    document.head.appendChild(el);
  }
  function start() {
    if (started) return;
    started = true;
    // Every tag added starts a request, which costs the main thread about a millisecond here and
    // four on a phone: fifty files at once (the login page) blocked it for 45 ms here. They are
    // added in slices of at most 8 ms (a phone's 32 ms, under the 50 ms of a long task), the app's
    // own scripts first, the route's files after them.
    var queue = modules.map(function (src) { return ['script', { type: 'module', src: src }]; })
      .concat(preloads.map(function (href) { return ['link', { rel: 'modulepreload', href: href }]; }));
    (function slice() {
      var sliceStart = performance.now();
      while (queue.length && performance.now() - sliceStart < 8) add.apply(null, queue.shift());
      if (queue.length) setTimeout(slice, 0);
    })();
  }
  function afterPaint() {
    if (painted) return;
    painted = true;
    if (observer) observer.disconnect();
    if (!light.length) return start();
    if (!started) light.forEach(function (src) { add('script', { type: 'module', src: src }); });
  }
  function afterParsing() {
    var uses = light.length ? ['pointerdown', 'keydown', 'touchstart', 'focusin'] : ['pointerdown', 'keydown'];
    uses.forEach(function (type) { addEventListener(type, start, { once: true, capture: true }); });
    if (document.visibilityState === 'hidden') return afterPaint();
    setTimeout(afterPaint, 300);
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('largest-contentful-paint') < 0) {
      return requestAnimationFrame(function () { requestAnimationFrame(afterPaint); });
    }
    var navigation = performance.getEntriesByType('navigation')[0];
    var parsedAt = navigation ? navigation.domContentLoadedEventStart : 0;
    observer = new PerformanceObserver(function (list) {
      if (list.getEntries().some(function (entry) { return entry.startTime >= parsedAt; })) afterPaint();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', afterParsing, { once: true });
  else afterParsing();
})`;

// Minified as a call with placeholder arguments (a function nobody calls would be dropped).
const minified = minifySync('script-loader.js', `${source}(MODULES, PRELOADS, LIGHT)`, { compress: true, mangle: true }).code.trim();

/**
 * Moves a page's module script and module preload tags into the inline loader. `light`: the scripts
 * to load at the paint instead, the app's waiting for first use (the landing page).
 */
export function startScriptsAfterPaint(page: string, light: string[] = []): string {
  const modules: string[] = [];
  const preloads: string[] = [];
  const withoutTags = page
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_tag, src: string) => {
      modules.push(src);
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  if (modules.length === 0) return page;
  const call = minified.replace('(MODULES,PRELOADS,LIGHT)', () => `(${JSON.stringify(modules)},${JSON.stringify(preloads)},${JSON.stringify(light)})`);
  if (call === minified) throw new Error('The inline loader no longer ends in its placeholder call');
  const loader = `<script>${call}</script>`;
  return withoutTags.replace('</head>', `    ${loader}\n  </head>`);
}
