// Prerendered forms (login, registration, contact...) can be typed into before React has taken
// over the page. Hydration keeps React's state, not what the fields show, so those keystrokes
// would vanish. This notes what the person changed and replays it as real input events once
// React listens, so controlled fields and form libraries take it in as if typed again. A form
// sent in that time was held back by the page's loader (src/ssr/script-loader.ts); it is sent
// again once React has the typed values.
import { earlyState, type EarlyState } from '@/lib/early-page';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Change = { field: Field; value?: string; checked?: boolean };

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changedFields(root: HTMLElement): Change[] {
  const changes: Change[] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && (field.type === 'file' || field.type === 'hidden')) continue;
    if (isToggle(field)) {
      if (field.checked !== field.defaultChecked) changes.push({ field, checked: field.checked });
    } else if (field instanceof HTMLSelectElement) {
      const initial = [...field.options].find((o) => o.defaultSelected)?.value ?? field.options[0]?.value;
      if (field.value !== initial) changes.push({ field, value: field.value });
    } else if (field.value !== field.defaultValue) {
      changes.push({ field, value: field.value });
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

/** Sends the form held back before hydration, in the frame after React took in the typed values. */
function sendHeldSubmission(early: EarlyState) {
  const held = early.submit;
  early.submit = undefined;
  if (!held?.form.isConnected) return;
  const { form, submitter } = held;
  requestAnimationFrame(() => {
    const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
    form.requestSubmit(button?.isConnected && button.form === form ? button : null);
  });
}

/**
 * Call right before hydrating `root`: it notes the fields the person already changed, waits until
 * React has hydrated them and the page's forms, then gives the values back as input events and
 * sends a form the person sent in the meantime. React may still reset a field when it commits a
 * part of the page later, so the values are watched for a short while and replayed again if that
 * happens.
 */
export function keepEarlyInput(root: HTMLElement, { settleMs = 1500, timeoutMs = 10_000 } = {}) {
  const early = earlyState();
  const changes = changedFields(root);
  const forms = [...root.querySelectorAll('form')];
  const deadline = performance.now() + timeoutMs;
  let settleUntil = 0;
  const attempt = () => {
    const now = performance.now();
    if (now > deadline) {
      early.hydrated = true;
      return;
    }
    if (![...forms, ...changes.map((c) => c.field)].every(hydrated)) {
      requestAnimationFrame(attempt);
      return;
    }
    early.hydrated = true;
    // The first time every change is replayed (React's state is still the prerendered one even
    // where the field shows the typed text); afterwards only fields React has reset.
    const first = !settleUntil;
    const due = first ? changes : changes.filter((c) => !holds(c));
    settleUntil ||= now + settleMs;
    due.filter((c) => c.field.isConnected).forEach(replay);
    if (first) sendHeldSubmission(early);
    if (changes.length && now < settleUntil) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
