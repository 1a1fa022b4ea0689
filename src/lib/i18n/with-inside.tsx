import type { ReactNode } from 'react';

// Stands for the link while the sentence is translated.
const MARK = '\u0000';

/**
 * A translated sentence with an element (a link, a figure) where its `{name}` placeholder is, so
 * each language puts it where its word order wants it. `text` is the sentence translated with the
 * placeholder set to `inside.mark`.
 */
export function withInside(text: string, element: ReactNode): ReactNode {
  const [before, after = ''] = text.split(MARK);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}
withInside.mark = MARK;
