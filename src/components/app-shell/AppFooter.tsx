import { Link, useLocation } from '@tanstack/react-router';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { footerGroups, supportContact } from '@/components/app-shell/nav-links';
import classes from '@/components/app-shell/AppFooter.module.css';
import { shell } from '@/components/app-shell/shell.messages';
import { useT } from '@/lib/i18n/use-t';
import { LanguageLinks } from '@/lib/i18n/LanguageLinks';
import { currentLocale } from '@/lib/i18n/i18n';

const footerId = (key: string) => `footer-${key}`;

export function AppFooter() {
  const t = useT();
  const year = new Date().getFullYear();
  const page = useLocation({ select: (location) => location.pathname });
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.grid}>
          {footerGroups.map((group) => (
            // The id must not contain spaces: aria-labelledby reads a space-separated list of ids.
            <nav key={group.key} aria-labelledby={footerId(group.key)}>
              <h2 id={footerId(group.key)} className={classes.groupTitle}>
                {t(group.title)}
              </h2>
              <ul className={classes.list}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href as string} className={classes.link}>
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={classes.groupTitle}>
              {t(shell.contact)}
            </h2>
            <ul className={classes.list}>
              <li>
                <a className={classes.link} href={supportContact.phoneHref}>
                  <IconPhone size={14} aria-hidden /> {supportContact.phone}
                </a>
              </li>
              <li>
                <a className={classes.link} href={`mailto:${supportContact.email}`}>
                  <IconMail size={14} aria-hidden /> {supportContact.email}
                </a>
              </li>
              <li className={classes.link}>
                <IconMapPin size={14} aria-hidden /> {t(shell.place)}
              </li>
            </ul>
          </section>
        </div>

        <p className={classes.emergency} role="note">
          <strong>{t(shell.emergencyTitle)}</strong> {t(shell.emergencyCall)}{' '}
          <a href="tel:199" style={{ color: 'inherit', fontWeight: 700 }}>199</a> {t(shell.emergencyRest)}
        </p>

        <LanguageLinks className={classes.languages} />

        <div className={classes.bottom}>
          <p style={{ margin: 0 }}>{t(shell.rights, { year })}</p>
          {/* No social profiles yet: no links that lead nowhere. */}
          <Link to="/wishlist" className={classes.link}>
            {t(shell.wishlist)}
          </Link>
          {/* Opens the contact form with the page and language filled in; the person adds the words. */}
          <Link to="/contact" search={{ translation: `${currentLocale()} ${page}` }} className={classes.link}>
            {t(shell.suggestTranslation)}
          </Link>
        </div>
      </div>
    </footer>
  );
}
