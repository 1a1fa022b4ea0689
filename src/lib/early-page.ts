// A prerendered page's inline loader (src/ssr/script-loader.ts) runs long before the app's scripts.
// What happens in between that the app must not lose, it keeps on `window` under this name.

export const EARLY_STATE = '__maganiEarly';

export type EarlyState = {
  /** Chromium's install offer (beforeinstallprompt), if it came before the app listened. */
  installPrompt?: Event;
  /** A form sent before React took it over: held back, to be sent again once React can. */
  submit?: { form: HTMLFormElement; submitter: HTMLElement | null };
  /** The last plain button (a menu toggle, say) tapped before React listened: tapped again once it does. */
  click?: HTMLButtonElement;
  /** Set by the app's first effect: React has committed the page and handles its events. */
  committed?: boolean;
  /** Set once React has taken the page's forms over: the loader stops holding submissions. */
  hydrated?: boolean;
};

export function earlyState(): EarlyState {
  const holder = window as unknown as Record<string, EarlyState | undefined>;
  return (holder[EARLY_STATE] ??= {});
}
