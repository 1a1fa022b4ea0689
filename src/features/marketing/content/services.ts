import type { ContentPageData } from '@/features/marketing/content/content-types';
import { b2b, delivery, partner } from '@/features/marketing/content/services.messages';

export const deliveryPage: ContentPageData = {
  eyebrow: delivery.eyebrow,
  title: delivery.title,
  lead: delivery.lead,
  sections: [
    {
      heading: delivery.howHeading,
      body: [
        delivery.howText,
        {
          links: [
            { label: delivery.findLink, to: '/drugs/search' },
            { label: delivery.uploadLink, to: '/prescriptions/upload' },
            { label: delivery.trackLink, to: '/orders/track' },
          ],
        },
      ],
    },
    { heading: delivery.timesHeading, body: [delivery.timesText] },
  ],
};

export const b2bPage: ContentPageData = {
  eyebrow: b2b.eyebrow,
  title: b2b.title,
  lead: b2b.lead,
  sections: [
    {
      heading: b2b.pharmaciesHeading,
      body: [
        { list: [b2b.pharmaciesStorefront, b2b.pharmaciesDashboard, b2b.pharmaciesRiders, b2b.pharmaciesInventory] },
        { links: [{ label: b2b.registerLink, to: '/pharmacy/register' }] },
      ],
    },
    { heading: b2b.clinicsHeading, body: [b2b.clinicsText] },
  ],
};

export const partnerPage: ContentPageData = {
  eyebrow: partner.eyebrow,
  title: partner.title,
  lead: partner.lead,
  sections: [
    {
      heading: partner.joinHeading,
      body: [
        partner.joinText,
        {
          links: [
            { label: partner.pharmacyLink, to: '/pharmacy/register' },
            { label: partner.doctorLink, to: '/doctor/register' },
            { label: partner.riderLink, to: '/rider/register' },
            { label: partner.logisticsLink, to: '/logistics/signup' },
          ],
        },
        partner.joinOther,
      ],
    },
  ],
};
