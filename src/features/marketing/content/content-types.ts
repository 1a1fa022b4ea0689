import type { Message } from '@/lib/i18n/i18n';

/** A paragraph, a bulleted list, or a row of links to other screens. */
export type Block = Message | { list: readonly Message[] } | { links: readonly { label: Message; to: string }[] };
export type Section = { heading: Message; body: readonly Block[] };
export type ContentPageData = {
  eyebrow: Message;
  title: Message;
  lead: Message;
  /** Shown under the lead on legal pages: the message with its `{date}` (dates stay en-NG). */
  updated?: { message: Message; date: string };
  sections: readonly Section[];
  /** Offers the WhatsApp support link at the end, under this heading and text. */
  whatsapp?: { heading: Message; text: Message };
};
