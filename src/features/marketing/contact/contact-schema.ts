import * as v from 'valibot';
import { oneMessageEach } from '@/lib/forms/one-message-each';

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

// The same limits as the contact_messages table, so a message the form accepts is stored.
export const ContactMessageSchema = oneMessageEach(
  v.object({
    name: v.pipe(required('Please enter your name'), v.minLength(2, 'Please enter your full name'), v.maxLength(100, 'Please use at most 100 characters')),
    email: v.pipe(v.string(), v.trim(), v.nonEmpty('Please enter your email address'), v.email('Please enter a valid email address')),
    subject: v.pipe(required('Please enter a subject'), v.minLength(2, 'Please enter a subject'), v.maxLength(150, 'Please use at most 150 characters')),
    message: v.pipe(required('Please enter your message'), v.minLength(10, 'Please write at least 10 characters'), v.maxLength(5000, 'Please use at most 5,000 characters')),
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
