import '@mantine/core/styles/Input.css';
import { useRef, useState, type FormEvent } from 'react';
import { Button, Textarea, TextInput } from '@mantine/core';
import { notify } from '@/lib/notify';
import { useHydrated } from '@/lib/use-hydrated';
import {
  emptyContactMessage,
  validateContactMessage,
  type ContactErrors,
  type ContactField,
  type ContactMessage,
} from '@/features/marketing/contact/contact-schema';
import { IconCheck } from '@/components/screen-icons';
import classes from '@/features/marketing/contact/ContactPage.module.css';

export const contactSuccessText = "Message sent successfully! We'll get back to you soon.";

export function ContactForm() {
  const [values, setValues] = useState<ContactMessage>(emptyContactMessage);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The page is prerendered: before the scripts run, a submit would reload it with the message in the URL.
  const ready = useHydrated();

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (e: { currentTarget: { value: string } }) => {
      const next = { ...values, [name]: e.currentTarget.value };
      setValues(next);
      setSent(false);
      // After a failed submit, errors follow the typing so a fixed field clears at once.
      if (submitted) setErrors(validateContactMessage(next));
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateContactMessage(values);
    setErrors(found);
    setSubmitted(true);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    // No message service exists yet: the form confirms and clears, as the product describes.
    void notify({ title: 'Thank you', message: contactSuccessText });
    setValues(emptyContactMessage);
    setSubmitted(false);
    setSent(true);
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className={classes.form} aria-labelledby="form-title">
      <h2 id="form-title" className={classes.formTitle}>
        Send us a message
      </h2>
      <div className={classes.row}>
        <TextInput label="Full name" autoComplete="name" {...field('name')} />
        <TextInput label="Email address" type="email" autoComplete="email" {...field('email')} />
      </div>
      <TextInput label="Subject" {...field('subject')} />
      <Textarea label="Message" rows={6} {...field('message')} />
      <Button type="submit" size="md" className={classes.submit} disabled={!ready}>
        Send Message
      </Button>
      {/* Always in the page so screen readers announce the confirmation when it appears. */}
      <div role="status">
        {sent && (
          <p className={classes.success}>
            <IconCheck size={18} /> {contactSuccessText}
          </p>
        )}
      </div>
    </form>
  );
}
