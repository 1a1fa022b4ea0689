// Prerendered forms (login, registration, contact...) can be typed into before React has taken
// over the page. Hydration keeps React's state, not what the fields show, so those keystrokes
// would vanish. This notes what the person changed and replays it as real input events once
// React listens, so controlled fields and form libraries take it in as if typed again.

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

const hydrated = (field: Field) => Object.keys(field).some((key) => key.startsWith('__reactProps'));
const holds = ({ field, value, checked }: Change) =>
  checked !== undefined ? (field as HTMLInputElement).checked === checked : field.value === value;

/**
 * Call right before hydrating `root`: it notes the fields the person already changed, waits until
 * React has hydrated them, then gives the values back as input events. React may still reset a
 * field when it commits a part of the page later, so the values are watched for a short while
 * and replayed again if that happens.
 */
export function keepEarlyInput(root: HTMLElement, { settleMs = 1500, timeoutMs = 10_000 } = {}) {
  const changes = changedFields(root);
  if (!changes.length) return;
  const deadline = performance.now() + timeoutMs;
  let settleUntil = 0;
  const attempt = () => {
    const now = performance.now();
    if (now > deadline) return;
    if (!changes.every((c) => hydrated(c.field))) {
      requestAnimationFrame(attempt);
      return;
    }
    // The first time every change is replayed (React's state is still the prerendered one even
    // where the field shows the typed text); afterwards only fields React has reset.
    const due = settleUntil ? changes.filter((c) => !holds(c)) : changes;
    settleUntil ||= now + settleMs;
    due.filter((c) => c.field.isConnected).forEach(replay);
    if (now < settleUntil) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
