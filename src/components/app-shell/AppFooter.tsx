import { Link } from '@tanstack/react-router';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { footerGroups, supportContact } from '@/components/app-shell/nav-links';
import classes from '@/components/app-shell/AppFooter.module.css';

const footerId = (title: string) => `footer-${title.toLowerCase().replace(/\W+/g, '-')}`;

export function AppFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.grid}>
          {footerGroups.map((group) => (
            // The id must not contain spaces: aria-labelledby reads a space-separated list of ids.
            <nav key={group.title} aria-labelledby={footerId(group.title)}>
              <h2 id={footerId(group.title)} className={classes.groupTitle}>
                {group.title}
              </h2>
              <ul className={classes.list}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href as string} className={classes.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={classes.groupTitle}>
              Contact
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
                <IconMapPin size={14} aria-hidden /> {supportContact.place}
              </li>
            </ul>
          </section>
        </div>

        <p className={classes.emergency} role="note">
          <strong>Medical emergency?</strong> Call <a href="tel:199" style={{ color: 'inherit', fontWeight: 700 }}>199</a>{' '}
          immediately. Magani Health is not a substitute for emergency care.
        </p>

        <div className={classes.bottom}>
          <p style={{ margin: 0 }}>© {year} Magani Health. All rights reserved.</p>
          {/* No social profiles yet: no links that lead nowhere. */}
          <Link to="/wishlist" className={classes.link}>
            My Wishlist
          </Link>
        </div>
      </div>
    </footer>
  );
}
