// Code a page may need once the person acts (a form's server client, the outbox) is fetched at
// their first tap, key or focus, not while the page is still loading: someone who only reads the
// page never pays for it, and typing a form takes far longer than fetching it.

const signals = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

function typingAlready(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement;
}

/** Runs `start` once, at the page's first use. Returns a function that cancels it if it has not run. */
export function onFirstUse(start: () => void): () => void {
  let done = false;
  const stop = () => {
    for (const type of signals) document.removeEventListener(type, run, true);
  };
  function run() {
    if (done) return;
    done = true;
    stop();
    start();
  }
  // Typed into before the app took over (the field kept its focus): that was the first use.
  if (typingAlready()) {
    run();
    return stop;
  }
  for (const type of signals) document.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}
