import { translate, type Message } from '@/lib/i18n/i18n';
import { noticeMessages, validationMessages } from '@/features/auth/auth.messages';

/**
 * The account messages as text in the language of the moment each is read (a getter per message),
 * for code outside components: a step's error, a notification, a comparison with a thrown message.
 */
function textsOf<K extends string>(messages: Record<K, Message>): Readonly<Record<K, string>> {
  const texts = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[]) Object.defineProperty(texts, key, { get: () => translate(messages[key]), enumerable: true });
  return texts;
}

export const validation = textsOf(validationMessages);
export const notices = textsOf(noticeMessages);
