/**
 * Wraps a string and lengthens it by 40 %, so untranslated text and tight layouts show in tests.
 * The padding breaks like words do (a space after every five marks), as a translation's would.
 */
export function pseudo(text: string): string {
  const pad = Array.from({ length: Math.ceil(text.length * 0.4) }, (_, i) => (i % 6 === 5 ? ' ' : '~')).join('');
  return `⟦${text}${pad}⟧`;
}
