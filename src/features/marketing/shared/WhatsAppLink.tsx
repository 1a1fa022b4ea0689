import { supportContact } from '@/components/app-shell/nav-links';
import classes from '@/features/marketing/shared/WhatsAppLink.module.css';

/** Opens a WhatsApp chat with the support line (wa.me takes the number without the plus). */
export function WhatsAppLink() {
  return (
    <a className={classes.link} href={supportContact.whatsappHref} target="_blank" rel="noopener noreferrer">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 21l1.7-4.9A8.5 8.5 0 1 1 8 19.4z" />
        <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1.2-1.3-2-1-1 .8a4 4 0 0 1-2.2-2.2l.8-1-1-2z" />
      </svg>
      WhatsApp support: {supportContact.phone}
    </a>
  );
}
