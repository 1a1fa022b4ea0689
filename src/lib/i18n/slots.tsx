import { Fragment, type ReactNode } from 'react';
import { currentLocale } from '@/lib/i18n/i18n';

/**
 * A translated sentence with elements in it (a link, a bold price): translate with each slot's
 * value as its own placeholder (`t(m, { price: '{price}' })`), then put the elements in. The words
 * around them stay one message, in the order the language puts them. In the pseudo-locale each
 * piece of text is marked on its own, as the sweep reads text node by text node.
 */
export function withSlots(text: string, slots: Record<string, ReactNode>): ReactNode[] {
  const pseudo = currentLocale() === 'pseudo' && text.startsWith('⟦') && text.endsWith('⟧');
  const body = pseudo ? text.slice(1, -1) : text;
  return body.split(/\{(\w+)\}/).map((part, i) =>
    i % 2 === 1 ? <Fragment key={i}>{slots[part] ?? `{${part}}`}</Fragment> : part && (pseudo && part.trim() ? `⟦${part}⟧` : part),
  );
}
