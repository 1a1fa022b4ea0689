// Prerendered forms (login, registration, contact...) can be typed into before React has taken
// over the page. Hydration keeps React's state, not what the fields show, so those keystrokes
// would vanish. This notes what the person changed and replays it as real input events once
// React listens, so controlled fields and form libraries take it in as if typed again. A form
// sent in that time was held back by the page's loader (src/ssr/script-loader.ts); it is sent
// again once React has the typed values. A plain button tapped in that time is tapped again.
import { earlyState, type EarlyState } from '@/lib/early-page';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Change = { field: Field; value?: string; checked?: boolean };

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const isField = (target: EventTarget | null): target is Field =>
  (target instanceof HTMLInputElement && target.type !== 'file' && target.type !== 'hidden') ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

const current = (field: Field): Change => (isToggle(field) ? { field, checked: field.checked } : { field, value: field.value });

function changedFields(root: HTMLElement): Change[] {
  const changes: Change[] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (!isField(field)) continue;
    if (isToggle(field)) {
      if (field.checked !== field.defaultChecked) changes.push(current(field));
    } else if (field instanceof HTMLSelectElement) {
      const initial = [...field.options].find((o) => o.defaultSelected)?.value ?? field.options[0]?.value;
      if (field.value !== initial) changes.push(current(field));
    } else if (field.value !== field.defaultValue) {
      changes.push(current(field));
    }
  }
  return changes;
}

function replay({ field, value, checked }: Change) {
  if (!field.isConnected) return;
  if (checked !== undefined) {
    // React reads clicks on a toggle. A box React reset is clicked back; a box that still shows
    // the choice is clicked off and on, so React's state hears about it too.
    if (!(field instanceof HTMLInputElement)) return;
    if (field.checked === checked) field.click();
    field.click();
    return;
  }
  // React tracks the last value it set; writing through the native setter keeps that tracker
  // behind, so the event below counts as a change.
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

const hydrated = (element: Element) => !element.isConnected || Object.keys(element).some((key) => key.startsWith('__reactProps'));
const holds = ({ field, value, checked }: Change) =>
  checked !== undefined ? (field as HTMLInputElement).checked === checked : field.value === value;

/**
 * Sends the form held back before hydration, in the frame after React took in the typed values;
 * or, without one, taps again the last button tapped before React listened.
 */
function replayHeldAction(early: EarlyState) {
  const { submit: held, click } = early;
  early.submit = undefined;
  early.click = undefined;
  requestAnimationFrame(() => {
    if (held?.form.isConnected) {
      const { form, submitter } = held;
      const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
      form.requestSubmit(button?.isConnected && button.form === form ? button : null);
    } else if (click?.isConnected) {
      click.click();
    }
  });
}

/**
 * Call right before hydrating `root`: it notes the fields the person already changed, waits until
 * React has hydrated them and the page's forms, then gives the values back as input events and
 * sends a form the person sent in the meantime (or taps again a button tapped in that time).
 * React may still reset a field when it commits a part of the page later, so the values are
 * watched for a short while and replayed again if that happens, until the person types again.
 */
export function keepEarlyInput(root: HTMLElement, { settleMs = 1500, timeoutMs = 10_000 } = {}) {
  const early = earlyState();
  const changes = changedFields(root);
  const forms = [...root.querySelectorAll('form')];
  const deadline = performance.now() + timeoutMs;
  let settleUntil = 0;
  let personTypedSince = false;
  let actionPending = true;
  // The person's own typing (trusted events; replays are not): before the replay it is the newest
  // value to keep; after it, React is listening and the person's text must not be overwritten.
  const onInput = (event: Event) => {
    if (!event.isTrusted || !isField(event.target)) return;
    if (settleUntil) {
      personTypedSince = true;
      return;
    }
    const index = changes.findIndex((c) => c.field === event.target);
    changes.splice(index < 0 ? changes.length : index, index < 0 ? 0 : 1, current(event.target));
  };
  root.addEventListener('input', onInput, true);
  root.addEventListener('change', onInput, true);
  const finish = () => {
    early.hydrated = true;
    root.removeEventListener('input', onInput, true);
    root.removeEventListener('change', onInput, true);
  };
  const attempt = () => {
    const now = performance.now();
    if (now > deadline || personTypedSince) {
      finish();
      return;
    }
    const waitingFor = [...forms, ...changes.map((c) => c.field), ...(early.click ? [early.click] : [])];
    if (!early.committed || !waitingFor.every(hydrated)) {
      requestAnimationFrame(attempt);
      return;
    }
    early.hydrated = true;
    // The first time every change is replayed (React's state is still the prerendered one even
    // where the field shows the typed text); afterwards only fields React has reset.
    const first = !settleUntil;
    const due = (first ? changes : changes.filter((c) => !holds(c))).filter((c) => c.field.isConnected);
    settleUntil ||= now + settleMs;
    due.forEach(replay);
    // A held form or tap goes once a frame has passed in which every field kept its value: React
    // can still put a field back in the frames right after hydration, and a form sent then would
    // go without it.
    if (actionPending && !first && due.length === 0) {
      actionPending = false;
      replayHeldAction(early);
    }
    if (actionPending || (changes.length && now < settleUntil)) requestAnimationFrame(attempt);
    else finish();
  };
  requestAnimationFrame(attempt);
}
