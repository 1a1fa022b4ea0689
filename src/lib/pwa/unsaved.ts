// Whether this tab holds input the person has not sent yet: anything typed or a file chosen since
// the last submit, or text in a field (typed before this watcher started, which is after the page
// has loaded). An update accepted in another tab must not reload such a tab by itself.
let typed = false;
let watching = false;

export function watchUnsavedInput() {
  if (watching) return;
  watching = true;
  const mark = () => {
    typed = true;
  };
  document.addEventListener('input', mark, true);
  document.addEventListener('change', mark, true);
  // Sent (the form is saved or queued): nothing of it would be lost by a reload.
  document.addEventListener('submit', () => setTimeout(() => (typed = false), 0), true);
}

/** Text in a field that the person may have typed before this watcher started (it starts late). */
function fieldsHoldText(): boolean {
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('main input, main textarea')) {
    if (field.readOnly || field.disabled) continue;
    if (field instanceof HTMLInputElement && !['text', 'search', 'email', 'tel', 'number', 'url', ''].includes(field.type)) continue;
    if (field.value.trim() !== '') return true;
  }
  return false;
}

export const hasUnsavedInput = () => typed || fieldsHoldText();
