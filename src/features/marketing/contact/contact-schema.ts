import * as v from 'valibot';
import { oneMessageEach } from '@/lib/forms/one-message-each';
import { later } from '@/lib/i18n/i18n';
import { contactForm as m } from '@/features/marketing/contact/contact-form.messages';

const required = (message: () => string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

// The same limits as the contact_messages table, so a message the form accepts is stored.
export const ContactMessageSchema = oneMessageEach(
  v.object({
    name: v.pipe(required(later(m.nameEmpty)), v.minLength(2, later(m.nameShort)), v.maxLength(100, later(m.atMost100))),
    email: v.pipe(v.string(), v.trim(), v.nonEmpty(later(m.emailEmpty)), v.email(later(m.emailInvalid))),
    subject: v.pipe(required(later(m.subjectEmpty)), v.minLength(2, later(m.subjectEmpty)), v.maxLength(150, later(m.atMost150))),
    message: v.pipe(required(later(m.messageEmpty)), v.minLength(10, later(m.messageShort)), v.maxLength(5000, later(m.atMost5000))),
  }),
);

export type ContactMessage = v.InferOutput<typeof ContactMessageSchema>;
export type ContactField = keyof ContactMessage;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const emptyContactMessage: ContactMessage = { name: '', email: '', subject: '', message: '' };

/** The first problem with each field, keyed by field, or an empty object when the message is valid. */
export function validateContactMessage(input: ContactMessage): ContactErrors {
  const result = v.safeParse(ContactMessageSchema, input);
  if (result.success) return {};
  const flat = v.flatten<typeof ContactMessageSchema>(result.issues);
  const errors: ContactErrors = {};
  for (const [field, messages] of Object.entries(flat.nested ?? {})) {
    if (messages?.[0]) errors[field as ContactField] = messages[0];
  }
  return errors;
}
