import { IconBrandWhatsapp } from '@tabler/icons-react';
import { supportContact } from '@/components/app-shell/nav-links';
import classes from '@/features/marketing/shared/WhatsAppLink.module.css';
import { whatsapp } from '@/features/marketing/shared/whatsapp.messages';
import { useT } from '@/lib/i18n/use-t';

/** Opens a WhatsApp chat with the support line (wa.me takes the number without the plus). */
export function WhatsAppLink() {
  const t = useT();
  return (
    <a className={classes.link} href={supportContact.whatsappHref} target="_blank" rel="noopener noreferrer">
      <IconBrandWhatsapp size={20} aria-hidden />
      {t(whatsapp.label, { phone: supportContact.phone })}
    </a>
  );
}
