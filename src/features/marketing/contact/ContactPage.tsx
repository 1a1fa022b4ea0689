import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { supportContact } from '@/components/app-shell/nav-links';
import { IconClock, IconMail, IconMapPin, IconMessage, IconPhone } from '@tabler/icons-react';
import { ContactForm } from '@/features/marketing/contact/ContactForm';
import { ContactFaq } from '@/features/marketing/contact/ContactFaq';
import page from '@/features/marketing/shared/Page.module.css';
import classes from '@/features/marketing/contact/ContactPage.module.css';
import { WhatsAppLink } from '@/features/marketing/shared/WhatsAppLink';
import { contact } from '@/features/marketing/contact/contact.messages';
import { shell } from '@/components/app-shell/shell.messages';
import { useT } from '@/lib/i18n/use-t';

// Day names come from the catalogues; the times stay as en-NG writes them.
const hours = [
  [contact.monFri, '8:00 AM-6:00 PM'],
  [contact.sat, '9:00 AM-4:00 PM'],
  [contact.sun, contact.emergencyOnly],
] as const;

export function ContactPage() {
  const t = useT();
  return (
    <>
      <section className={page.band} aria-labelledby="contact-title">
        <p className={page.eyebrow}>{t(contact.eyebrow)}</p>
        <h1 id="contact-title" className={page.h1}>
          {t(contact.title)}
        </h1>
        <p className={page.lead}>{t(contact.lead)}</p>
      </section>

      <div className={`${page.section} ${classes.layout}`}>
        <ContactForm />
        <aside className={classes.details} aria-labelledby="details-title">
          <h2 id="details-title" className={classes.formTitle}>
            {t(contact.details)}
          </h2>
          <ul className={classes.detailList}>
            <li>
              <span className={page.icon}><IconPhone size={20} aria-hidden /></span>
              <span>
                <strong>{t(contact.phone)}</strong>
                <a href={supportContact.phoneHref}>{supportContact.phone}</a>
              </span>
            </li>
            <li>
              <span className={page.icon}><IconMail size={20} aria-hidden /></span>
              <span>
                <strong>{t(contact.email)}</strong>
                <a href={`mailto:${supportContact.email}`}>{supportContact.email}</a>
              </span>
            </li>
            <li>
              <span className={page.icon}><IconMapPin size={20} aria-hidden /></span>
              <span>
                <strong>{t(contact.office)}</strong>
                {t(shell.place)}
              </span>
            </li>
          </ul>
          <p className={classes.whatsapp}>
            <WhatsAppLink />
          </p>
          <h3 className={classes.hoursTitle}>
            <IconClock size={18} aria-hidden /> {t(contact.hours)}
          </h3>
          <dl className={classes.hours}>
            {hours.map(([day, time], i) => (
              <div key={i}>
                <dt>{t(day)}</dt>
                <dd>{typeof time === 'string' ? time : t(time)}</dd>
              </div>
            ))}
          </dl>
          <p className={classes.emergency}>
            <IconMessage size={16} aria-hidden />
            <span>
              {t(contact.emergency)} <a href="tel:199">199</a>.
            </span>
          </p>
        </aside>
      </div>

      <section className={page.section} aria-labelledby="faq-title">
        <h2 id="faq-title" className={page.h2}>
          {t(contact.faqTitle)}
        </h2>
        <div className={classes.faq}>
          <ContactFaq />
        </div>
        <div className={page.actions}>
          <Button component={Link} to="/" variant="default" size="md">
            {t(contact.backHome)}
          </Button>
        </div>
      </section>
    </>
  );
}
