import type { ContentPageData } from '@/features/marketing/content/content-types';
import { privacy as m } from '@/features/marketing/content/privacy.messages';

export const privacyPage: ContentPageData = {
  eyebrow: m.eyebrow,
  title: m.title,
  lead: m.lead,
  updated: { message: m.updated, date: '6 December 2025' },
  sections: [
    { heading: m.whoHeading, body: [m.whoText] },
    { heading: m.keepHeading, body: [{ list: [m.keepAccount, m.keepHealth, m.keepDelivery, m.keepProviders, m.keepDevice] }, m.keepCards] },
    { heading: m.whyHeading, body: [{ list: [m.whyService, m.whyConsent, m.whyLegal, m.whySafe] }, m.whyNeverSell] },
    { heading: m.seesHeading, body: [{ list: [m.seesPharmacy, m.seesDoctor, m.seesRider, m.seesStaff, m.seesProcessors] }, m.seesAbroad] },
    { heading: m.longHeading, body: [{ list: [m.longAccount, m.longPrescriptions, m.longCodes, m.longLicences] }] },
    {
      heading: m.rightsHeading,
      body: [m.rightsText, { list: [m.rightsDownload, m.rightsDelete] }, { links: [{ label: m.rightsSettings, to: '/settings' }] }, m.rightsOther],
    },
    { heading: m.protectHeading, body: [m.protectText] },
    { heading: m.childrenHeading, body: [m.childrenText] },
    { heading: m.changesHeading, body: [m.changesText] },
  ],
};
