import { IconBrandWhatsapp } from '@tabler/icons-react';
import { supportContact } from '@/components/app-shell/nav-links';
import classes from '@/features/marketing/shared/WhatsAppLink.module.css';

/** Opens a WhatsApp chat with the support line (wa.me takes the number without the plus). */
export function WhatsAppLink() {
  return (
    <a className={classes.link} href={supportContact.whatsappHref} target="_blank" rel="noopener noreferrer">
      <IconBrandWhatsapp size={20} aria-hidden />
      WhatsApp support: {supportContact.phone}
    </a>
  );
}
