import type { ContentPageData } from '@/features/marketing/content/content-types';
import { cookies, licensing, terms } from '@/features/marketing/content/legal.messages';

export const termsPage: ContentPageData = {
  eyebrow: terms.eyebrow,
  title: terms.title,
  lead: terms.lead,
  updated: { message: terms.updated, date: '6 December 2025' },
  sections: [
    { heading: terms.whatHeading, body: [terms.whatMarketplace, terms.whatEmergency] },
    { heading: terms.accountHeading, body: [terms.accountText] },
    { heading: terms.medicinesHeading, body: [{ list: [terms.medicinesValid, terms.medicinesOwn, terms.medicinesLeaflet] }] },
    { heading: terms.pricesHeading, body: [terms.pricesText, terms.pricesReturns] },
    { heading: terms.consultationsHeading, body: [terms.consultationsText] },
    { heading: terms.providersHeading, body: [terms.providersText] },
    { heading: terms.fairHeading, body: [terms.fairText] },
    { heading: terms.liabilityHeading, body: [terms.liabilityText, terms.liabilityQuestions] },
  ],
};

export const cookiesPage: ContentPageData = {
  eyebrow: cookies.eyebrow,
  title: cookies.title,
  lead: cookies.lead,
  updated: { message: cookies.updated, date: '6 December 2025' },
  sections: [
    {
      heading: cookies.storesHeading,
      body: [{ list: [cookies.storesSignIn, cookies.storesDatabase, cookies.storesOffline] }, cookies.storesNecessary],
    },
    { heading: cookies.notUsedHeading, body: [cookies.notUsedText] },
    { heading: cookies.clearHeading, body: [cookies.clearText] },
  ],
};

export const licensingPage: ContentPageData = {
  eyebrow: licensing.eyebrow,
  title: licensing.title,
  lead: licensing.lead,
  sections: [
    { heading: licensing.pharmaciesHeading, body: [licensing.pharmaciesText] },
    { heading: licensing.medicinesHeading, body: [licensing.medicinesText, licensing.medicinesReport] },
    { heading: licensing.doctorsHeading, body: [licensing.doctorsText] },
    { heading: licensing.ridersHeading, body: [licensing.ridersText] },
    { heading: licensing.dataHeading, body: [licensing.dataText, { links: [{ label: licensing.privacyLink, to: '/privacy' }] }] },
  ],
};
