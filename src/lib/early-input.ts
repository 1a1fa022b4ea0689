// Prerendered forms (login, registration, contact...) can be typed into before React has taken
// over the page. Hydration adopts what a field shows without telling its component, so the
// component's state keeps the prerendered value and its next render would put that back over the
// typed text. (The same goes for a key pressed while React hydrates: React hydrates the field
// first, then sees no change.) So once React listens, every field that differs from what the
// server rendered is announced to React as real input events; then the form sent, or the button
// tapped, before React listened (held by the page's loader, src/ssr/script-loader.ts) goes again.
import { earlyState, type EarlyState } from '@/lib/early-page';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function differsFromServer(field: Field): boolean {
  if (field instanceof HTMLInputElement && (field.type === 'file' || field.type === 'hidden')) return false;
  // A radio group is announced through the chosen radio alone (choosing it unchooses the others).
  if (isToggle(field)) return field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked);
  if (field instanceof HTMLSelectElement) {
    const initial = [...field.options].find((o) => o.defaultSelected)?.value ?? field.options[0]?.value;
    return field.value !== initial;
  }
  return field.value !== field.defaultValue;
}

/**
 * React hydrates the part of the page an event lands in before handling the event; a part it cannot
 * hydrate yet (its code still loading) gets no event: React stops it at the root. So an event that
 * reaches its target shows the target is hydrated. The probe is an `input` event that changes
 * nothing, which React's change handling ignores.
 */
function probe(element: Element): boolean {
  let reached = false;
  const mark = () => (reached = true);
  element.addEventListener('input', mark, { once: true });
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.removeEventListener('input', mark);
  return reached;
}

/** Resolves true once `element` is hydrated (probing again every 50 ms), false if it never is. */
const hydrated = (element: Element, deadline: number) =>
  new Promise<boolean>((resolve) => {
    const attempt = () => {
      if (!element.isConnected || performance.now() > deadline) resolve(false);
      else if (probe(element)) resolve(true);
      else setTimeout(attempt, 50);
    };
    attempt();
  });

type Shown = { field: Field; value: string; checked: boolean };
const read = (field: Field): Shown => ({ field, value: field.value, checked: isToggle(field) && field.checked });

/**
 * Tells React what `field` showed. React reports a change only when the value differs from the last
 * one it saw, which it learns through the element's own value setter: so the prerendered value goes
 * through that setter, the shown value back through the plain one, then the event React listens to.
 */
function announce({ field, value, checked }: Shown) {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (isToggle(field)) {
    // A toggle's change is heard through its click: show the other state, then click back.
    field.checked = !checked;
    field.click();
  } else {
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Announces the fields as soon as they are hydrated (probing again every 50 ms those that are not).
 * Each round reads every field before announcing any: the render one announcement causes puts the
 * other fields back to the component's state.
 */
const announceWhenHydrated = (fields: Field[], deadline: number) =>
  new Promise<void>((resolve) => {
    const attempt = () => {
      const shown = fields.filter((field) => field.isConnected).map(read);
      const ready = shown.filter(({ field }) => probe(field));
      ready.forEach(announce);
      fields = shown.filter((s) => !ready.includes(s)).map((s) => s.field);
      if (fields.length && performance.now() < deadline) setTimeout(attempt, 50);
      else resolve();
    };
    attempt();
  });

/** Sends the form held back before React listened, or taps again the last button tapped then. */
async function replayHeldAction(early: EarlyState, deadline: number) {
  const { submit, click } = early;
  early.submit = undefined;
  early.click = undefined;
  if (submit?.form.isConnected) {
    const { form, submitter } = submit;
    // Clicking the button the person used also runs what the button itself does on a click.
    const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
    if (button?.form === form && (await hydrated(button, deadline))) button.click();
    else if (await hydrated(form, deadline)) form.requestSubmit();
  } else if (click && (await hydrated(click, deadline))) {
    click.click();
  }
}

/**
 * Call in the same task as, and right before, hydrateRoot(root, ...): React answers the page's
 * events from that call on. Right after it, every changed field is announced to React (which
 * hydrates it first), and once React has rendered that, the held form or tap is replayed.
 * Nothing changed and nothing held: nothing is done, and hydration keeps its own pace.
 */
export function keepEarlyInput(root: HTMLElement, { timeoutMs = 10_000 } = {}) {
  const early = earlyState();
  early.appListens = true;
  const deadline = performance.now() + timeoutMs;
  queueMicrotask(() => {
    const fields = [...root.querySelectorAll<Field>('input, textarea, select')].filter(differsFromServer);
    if (fields.length === 0 && !early.submit && !early.click) return;
    void announceWhenHydrated(fields, deadline)
      // A task later, React has rendered what it was told: the form goes with the typed values.
      .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
      .then(() => replayHeldAction(early, deadline));
  });
}
