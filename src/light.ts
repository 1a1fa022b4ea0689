// The first script of a prerendered page that is complete in its HTML (the landing, about and
// contact pages, sign-in and registration: src/ssr/prerender-plugin.ts). A first look needs no
// framework: React, the router and Mantine (about 120 KB gzip) load at the person's first tap, key,
// touch or focus (the inline loader, src/ssr/script-loader.ts); a tap is replayed, typing is kept
// and a form sent meanwhile is held, once the app listens (src/lib/early-input.ts). Until then this
// registers the service worker (which precaches the app, so that first tap is served from the
// device) and starts the app at once when this visit needs it now.
import { earlyState } from '@/lib/early-page';
import { hasStoredSession } from '@/lib/auth/stored-session';
import { outboxHasWork } from '@/lib/sync/hint';
import { startLanguage } from '@/lib/i18n/start-language';
import { languageOfPath } from '@/lib/i18n/locales';
import { afterPageLoad } from '@/lib/pwa/idle';
import { draftMayExist } from '@/lib/draft-mark';
import { completeAlternates } from '@/lib/alternates';

const startApp = () => earlyState().startApp?.();

/**
 * The app is needed at once: a signed-in person (their header, their notifications, the sign-in
 * page's move onwards), work waiting in the outbox, an address with a query or fragment (a sign-in
 * link's tokens, a form to fill in, a redirect to honour: the HTML does not show those), a
 * registration draft to put back on the registration page, or a device whose chosen language is
 * not this page's (the app moves to the right page).
 */
function appNeededNow(): boolean {
  if (hasStoredSession() || outboxHasWork()) return true;
  if (location.pathname.endsWith('/auth/register') && draftMayExist()) return true;
  if (location.search || location.hash) return true;
  const language = startLanguage(location.pathname);
  return Boolean(language.redirect) || language.locale !== languageOfPath(location.pathname);
}

completeAlternates();
if (appNeededNow()) startApp();
else {
  afterPageLoad(() => {
    void import('@/lib/pwa/register')
      .then((m) =>
        m.registerServiceWorker({
          // Nothing was queued on this device when the page opened; if the worker asks, the app
          // starts and answers (its hooks replace these).
          runOutbox: async () => {
            startApp();
            return { remaining: outboxHasWork() ? 1 : 0 };
          },
        }),
      )
      .catch((error) => console.warn('Offline support is unavailable', error));
  });
}
