// Whether this tab holds input the person has not sent yet: anything typed or a file chosen since
// the last submit. An update accepted in another tab must not reload such a tab by itself.
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

export const hasUnsavedInput = () => typed;
