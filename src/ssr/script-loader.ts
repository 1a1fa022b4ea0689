import { minifySync } from 'vite';
import { EARLY_STATE } from '../lib/early-page';

/**
 * The inline loader of a prerendered page. The page is readable before any script runs, so its
 * scripts must not compete with the HTML and the first paint on a slow link: they are requested
 * once the parsed page has been painted, that is when the browser reports a largest-contentful-paint
 * entry from after parsing (two frames later where that is not reported), at the person's first tap
 * or key, or 300 ms after parsing at the latest. In a background tab nothing is painted, so they
 * are requested at once. Either way they are added a few at a time (see start). What the app must
 * not miss until it listens is kept for it (see src/lib/early-page.ts): the browser's install
 * offer, a form sent, which would otherwise reload the page and lose what was typed, and the last
 * plain button tapped.
 */
const source = `(function (modules, preloads) {
  var started = false, observer;
  var early = window[${JSON.stringify(EARLY_STATE)}] = window[${JSON.stringify(EARLY_STATE)}] || {};
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
    if (observer) observer.disconnect();
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
  function afterParsing() {
    if (document.visibilityState === 'hidden') return start();
    addEventListener('pointerdown', start, { once: true, capture: true });
    addEventListener('keydown', start, { once: true, capture: true });
    setTimeout(start, 300);
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('largest-contentful-paint') < 0) {
      return requestAnimationFrame(function () { requestAnimationFrame(start); });
    }
    var navigation = performance.getEntriesByType('navigation')[0];
    var parsedAt = navigation ? navigation.domContentLoadedEventStart : 0;
    observer = new PerformanceObserver(function (list) {
      if (list.getEntries().some(function (entry) { return entry.startTime >= parsedAt; })) start();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', afterParsing, { once: true });
  else afterParsing();
})`;

// Minified as a call with placeholder arguments (a function nobody calls would be dropped).
const minified = minifySync('script-loader.js', `${source}(MODULES, PRELOADS)`, { compress: true, mangle: true }).code.trim();

/** Moves a page's module script and module preload tags into the inline loader. */
export function startScriptsAfterPaint(page: string): string {
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
  const call = minified.replace('(MODULES,PRELOADS)', () => `(${JSON.stringify(modules)},${JSON.stringify(preloads)})`);
  const loader = `<script>${call}</script>`;
  return withoutTags.replace('</head>', `    ${loader}\n  </head>`);
}
