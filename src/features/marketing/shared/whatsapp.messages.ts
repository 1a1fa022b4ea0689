import { defineMessages } from '@/lib/i18n/i18n';

export const whatsapp = defineMessages({
  label: { id: 'contact.whatsapp', message: 'WhatsApp support: {phone}' },
});
