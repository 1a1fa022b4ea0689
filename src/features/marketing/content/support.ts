import type { ContentPageData } from '@/features/marketing/content/content-types';
import { faq, help } from '@/features/marketing/content/support.messages';

export const helpPage: ContentPageData = {
  eyebrow: help.eyebrow,
  title: help.title,
  lead: help.lead,
  whatsapp: { heading: help.whatsappHeading, text: help.whatsappText },
  sections: [
    {
      heading: help.orderingHeading,
      body: [
        help.orderingText,
        {
          links: [
            { label: help.findLink, to: '/drugs/search' },
            { label: help.wishlistLink, to: '/wishlist' },
            { label: help.cartLink, to: '/cart' },
          ],
        },
      ],
    },
    { heading: help.prescriptionHeading, body: [help.prescriptionText, { links: [{ label: help.uploadLink, to: '/prescriptions/upload' }] }] },
    { heading: help.trackingHeading, body: [help.trackingText, { links: [{ label: help.trackLink, to: '/orders/track' }] }] },
    { heading: help.doctorHeading, body: [help.doctorText, { links: [{ label: help.bookLink, to: '/consultations/book' }] }] },
    { heading: help.offlineHeading, body: [help.offlineText, { links: [{ label: help.pendingLink, to: '/pending' }] }] },
    {
      heading: help.accountHeading,
      body: [
        help.accountText,
        {
          links: [
            { label: help.resetLink, to: '/auth/forgot-password' },
            { label: help.settingsLink, to: '/settings' },
            { label: help.faqLink, to: '/faq' },
          ],
        },
      ],
    },
    { heading: help.talkHeading, body: [help.talkText, { links: [{ label: help.contactLink, to: '/contact' }] }] },
  ],
};

export const faqPage: ContentPageData = {
  eyebrow: faq.eyebrow,
  title: faq.title,
  lead: faq.lead,
  sections: [
    { heading: faq.genuineQ, body: [faq.genuineA, { links: [{ label: faq.licensingLink, to: '/licensing' }] }] },
    { heading: faq.prescriptionQ, body: [faq.prescriptionA] },
    { heading: faq.payQ, body: [faq.payA] },
    { heading: faq.phoneQ, body: [faq.phoneA] },
    { heading: faq.offlineQ, body: [faq.offlineA] },
    { heading: faq.seesQ, body: [faq.seesA, { links: [{ label: faq.privacyLink, to: '/privacy' }] }] },
    { heading: faq.dataQ, body: [faq.dataA, { links: [{ label: faq.settingsLink, to: '/settings' }] }] },
    { heading: faq.joinQ, body: [faq.joinA, { links: [{ label: faq.partnerLink, to: '/partner' }] }] },
  ],
};
