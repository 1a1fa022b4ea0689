import * as v from 'valibot';

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

export const ContactMessageSchema = v.object({
  name: required('Please enter your name'),
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('Please enter your email address'), v.email('Please enter a valid email address')),
  subject: required('Please enter a subject'),
  message: required('Please enter your message'),
});

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
