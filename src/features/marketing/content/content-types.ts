/** A paragraph, a bulleted list, or a row of links to other screens. */
export type Block = string | { list: readonly string[] } | { links: readonly { label: string; to: string }[] };
export type Section = { heading: string; body: readonly Block[] };
export type ContentPageData = {
  eyebrow: string;
  title: string;
  lead: string;
  /** Shown under the lead on legal pages. */
  updated?: string;
  sections: readonly Section[];
  /** Offers the WhatsApp support link at the end. */
  whatsapp?: boolean;
};
