// A prerendered page's inline loader (src/ssr/script-loader.ts) runs long before the app's scripts.
// What happens in between that the app must not lose, it keeps on `window` under this name.

export const EARLY_STATE = '__maganiEarly';

export type EarlyState = {
  /** Chromium's install offer (beforeinstallprompt), if it came before the app listened. */
  installPrompt?: Event;
  /** A form sent before React listened: held back, to be sent again once React answers it. */
  submit?: { form: HTMLFormElement; submitter: HTMLElement | null };
  /** The last plain button (a menu toggle, say) tapped before React listened: tapped again once it does. */
  click?: HTMLButtonElement;
  /**
   * Set by the app in the same task as, and right before, its call to hydrateRoot. From then on
   * React answers every event on the page (an event on a part not yet hydrated hydrates that part
   * first), so the loader stops holding forms and noting taps.
   */
  appListens?: boolean;
  /** Loads the app now (a page whose app waits for first use, src/light.ts; tests). */
  startApp?: () => void;
};

export function earlyState(): EarlyState {
  const holder = window as unknown as Record<string, EarlyState | undefined>;
  return (holder[EARLY_STATE] ??= {});
}
