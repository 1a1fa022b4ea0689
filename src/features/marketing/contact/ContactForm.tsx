import { useEffect, useState } from 'react';
import { Button, Textarea, TextInput } from '@mantine/core';
import { notify } from '@/lib/notify';
import { useHydrated } from '@/lib/use-hydrated';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { ContactMessageSchema, emptyContactMessage, type ContactField, type ContactMessage } from '@/features/marketing/contact/contact-schema';
import { IconCheck } from '@tabler/icons-react';
import classes from '@/features/marketing/contact/ContactPage.module.css';
import { contact } from '@/features/marketing/contact/contact.messages';
import { useT } from '@/lib/i18n/use-t';
import { translate } from '@/lib/i18n/i18n';
import { contactForm } from '@/features/marketing/contact/contact-form.messages';


export function ContactForm() {
  const t = useT();
  const [sent, setSent] = useState(false);
  // After a failed submit, messages follow the typing so a fixed field clears at once.
  const form = useSchemaForm(ContactMessageSchema, emptyContactMessage, { revalidateAfterSubmit: true, onValuesChange: () => setSent(false) });
  const [queued, setQueued] = useState(false);
  const [sending, setSending] = useState(false);
  // The server's reason, or the sentence to show instead.
  const [failure, setFailure] = useState<{ reason: string } | { text: string } | null>(null);
  // The page is prerendered: before the scripts run, a submit would reload it with the message in the URL.
  const ready = useHydrated();
  // Fetch the sending code while the person types, so it is there if the connection drops.
  useEffect(() => {
    const start = () => void import('@/features/marketing/contact/send-contact').catch(() => undefined);
    const timer = setTimeout(start, 0);
    return () => clearTimeout(timer);
  }, []);

  // From "Suggest a better translation": the language and page go into the message, and the
  // person writes the words they would change (read after hydration: the page is prerendered).
  useEffect(() => {
    const about = new URLSearchParams(location.search).get('translation');
    if (!about || form.getValues().message) return;
    const [language = '', page = '/'] = about.split(' ');
    form.setValues({
      subject: `Better translation (${language})`,
      message: `Page: ${page}\nLanguage: ${language}\nThe text now: \nA better translation: `,
    });
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const field = (name: ContactField) => ({ name, required: true, ...form.getInputProps(name) });

  const succeeded = () => {
    void notify({ title: translate(contactForm.thankYou), message: translate(contactForm.success) });
    setQueued(false);
    setSent(true);
  };

  const send = async (message: ContactMessage) => {
    setSending(true);
    setFailure(null);
    try {
      // The success notice appears only once the message is stored; offline it waits in the outbox.
      const { sendContactMessage } = await import('@/features/marketing/contact/send-contact');
      const outcome = await sendContactMessage(message);
      if (outcome.status === 'failed') return setFailure({ reason: outcome.error });
      form.reset();
      if (outcome.status === 'sent') return succeeded();
      setQueued(true);
      void outcome.whenSent.then((ok) => ok && succeeded());
    } catch (error) {
      const message = (error as Error).message;
      // Offline on a first visit, before the app was kept on the phone: its sending code is missing.
      setFailure(/dynamically imported module|importing a module script failed/i.test(message) ? { text: t(contactForm.notOnPhone) } : { reason: message });
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={form.submit(send)} noValidate className={classes.form} aria-labelledby="form-title">
      <h2 id="form-title" className={classes.formTitle}>
        {t(contact.formTitle)}
      </h2>
      <div className={classes.row}>
        <TextInput label={t(contact.name)} autoComplete="name" {...field('name')} />
        <TextInput label={t(contact.emailAddress)} type="email" autoComplete="email" {...field('email')} />
      </div>
      <TextInput label={t(contact.subject)} {...field('subject')} />
      <Textarea label={t(contact.message)} rows={6} {...field('message')} />
      <Button type="submit" size="md" className={classes.submit} disabled={!ready} loading={sending}>
        {t(contact.send)}
      </Button>
      {/* Always in the page so screen readers announce the confirmation when it appears. */}
      <div role="status">
        {sent && (
          <p className={classes.success}>
            <IconCheck size={18} aria-hidden /> {t(contactForm.success)}
          </p>
        )}
        {queued && <p>{t(contactForm.queued)}</p>}
        {failure && (
          <p style={{ color: 'var(--mantine-color-red-9)' }}>{'text' in failure ? failure.text : t(contactForm.notSent, { reason: failure.reason })}</p>
        )}
      </div>
    </form>
  );
}
