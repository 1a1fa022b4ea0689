import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { supportContact } from '@/components/app-shell/nav-links';
import { IconClock, IconMail, IconMapPin, IconMessage, IconPhone } from '@tabler/icons-react';
import { ContactForm } from '@/features/marketing/contact/ContactForm';
import { ContactFaq } from '@/features/marketing/contact/ContactFaq';
import page from '@/features/marketing/shared/Page.module.css';
import classes from '@/features/marketing/contact/ContactPage.module.css';
import { WhatsAppLink } from '@/features/marketing/shared/WhatsAppLink';

const hours = [
  ['Mon-Fri', '8:00 AM-6:00 PM'],
  ['Sat', '9:00 AM-4:00 PM'],
  ['Sun', 'Emergency only'],
] as const;

export function ContactPage() {
  return (
    <>
      <section className={page.band} aria-labelledby="contact-title">
        <p className={page.eyebrow}>We're here to help</p>
        <h1 id="contact-title" className={page.h1}>
          Contact Us
        </h1>
        <p className={page.lead}>Questions about an order, a consultation or partnering with us? Send us a message.</p>
      </section>

      <div className={`${page.section} ${classes.layout}`}>
        <ContactForm />
        <aside className={classes.details} aria-labelledby="details-title">
          <h2 id="details-title" className={classes.formTitle}>
            Contact details
          </h2>
          <ul className={classes.detailList}>
            <li>
              <span className={page.icon}><IconPhone size={20} aria-hidden /></span>
              <span>
                <strong>Phone</strong>
                <a href={supportContact.phoneHref}>{supportContact.phone}</a>
              </span>
            </li>
            <li>
              <span className={page.icon}><IconMail size={20} aria-hidden /></span>
              <span>
                <strong>E-mail</strong>
                <a href={`mailto:${supportContact.email}`}>{supportContact.email}</a>
              </span>
            </li>
            <li>
              <span className={page.icon}><IconMapPin size={20} aria-hidden /></span>
              <span>
                <strong>Office</strong>
                {supportContact.place}
              </span>
            </li>
          </ul>
          <p className={classes.whatsapp}>
            <WhatsAppLink />
          </p>
          <h3 className={classes.hoursTitle}>
            <IconClock size={18} aria-hidden /> Support hours
          </h3>
          <dl className={classes.hours}>
            {hours.map(([day, time]) => (
              <div key={day}>
                <dt>{day}</dt>
                <dd>{time}</dd>
              </div>
            ))}
          </dl>
          <p className={classes.emergency}>
            <IconMessage size={16} aria-hidden />
            <span>
              For a medical emergency, call <a href="tel:199">199</a>.
            </span>
          </p>
        </aside>
      </div>

      <section className={page.section} aria-labelledby="faq-title">
        <h2 id="faq-title" className={page.h2}>
          Frequently asked questions
        </h2>
        <div className={classes.faq}>
          <ContactFaq />
        </div>
        <div className={page.actions}>
          <Button component={Link} to="/" variant="default" size="md">
            Back to Home
          </Button>
        </div>
      </section>
    </>
  );
}
