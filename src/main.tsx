import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// The theme's variables, written once from src/theme.ts (MantineProvider does not compute them here).
import '@/theme-variables.css';
// Base styles that many Mantine components build on, loaded first so a component's own styles,
// arriving later with a lazy route, always come after them in the cascade.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Popover.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app';
import { createAppRouter } from '@/router';
import { startBackgroundServices } from '@/lib/pwa/start';
import { keepEarlyInput } from '@/lib/early-input';
import { nextTask } from '@/lib/pwa/idle';
import { setPrerenderedPage } from '@/lib/use-hydrated';
import { activate } from '@/lib/i18n/i18n';
import { startLanguage } from '@/lib/i18n/start-language';
import { followLanguageInUrl } from '@/lib/i18n/state';
import { withLanguage } from '@/lib/i18n/locales';

const container = document.getElementById('root')!;

// The language: the URL's prefix, else the device's choice or the browser's. A prerendered page in
// the wrong language is swapped for the right one before anything runs; the empty shell just
// takes the prefix into its URL.
const language = startLanguage(location.pathname);
const moved = language.redirect && language.redirect + location.search + location.hash;
if (moved && container.firstElementChild) location.replace(moved);
else if (moved) history.replaceState(history.state, '', moved);
// A catalogue that cannot be fetched (offline before it was ever kept) leaves the page in English.
const ready = activate(language.locale).catch(() => activate('en'));
// The test-only pseudo-locale has no prerendered pages: its text cannot hydrate English markup.
if (language.locale === 'pseudo') container.textContent = '';

// The service worker registers once the page has loaded; the outbox and Dexie start only when the
// visit needs them (see src/lib/pwa/start.ts). Called before the hydration wait so offline support
// never depends on a route's loader.
startBackgroundServices(() => import('@/sync-jobs'));

// The app's modules were evaluated in this task. Building the router (the tree of every route) costs
// another 20 ms here and about 80 ms of a slow phone's main thread: it runs in the next task, so
// that neither is one long task.
void nextTask().then(() => {
  const router = createAppRouter();
  followLanguageInUrl((next) => router.history.replace(withLanguage(location.pathname, next) + location.search + location.hash));

  // Public pages arrive prerendered (src/ssr): load the route's code and data first, then hydrate
  // the existing markup. Every other route starts from the empty shell.
  if (moved && container.firstElementChild) {
    // Leaving for the page in the chosen language.
  } else if (container.firstElementChild) {
    // The router renders its top level without a Suspense boundary on the server; flagging the
    // client as hydrating SSR markup makes it render the same tree.
    router.ssr = { manifest: undefined };
    // Screens mounted by this hydration start as the HTML shows them (useHydrated); after a move
    // to another path, new screens are the app's own from their first render.
    setPrerenderedPage(true);
    const stop = router.subscribe('onBeforeNavigate', (event) => {
      if (!event.fromLocation || !event.pathChanged) return;
      setPrerenderedPage(false);
      stop();
    });
    // Not a top-level await: route chunks that share modules with this entry's chunk import it, and
    // they would wait forever for an entry that is itself waiting for them (router.load).
    void Promise.all([router.load(), ready]).then(() => {
      keepEarlyInput(container);
      // As a transition, hydration renders in slices and yields to the browser between them, instead
      // of one task of 100-200 ms on a slow phone; a tap meanwhile still reaches React (it hydrates
      // what was tapped first).
      startTransition(() => {
        hydrateRoot(container, <App router={router} />);
      });
    });
  } else {
    void ready.then(() => createRoot(container).render(<App router={router} />));
  }
});
