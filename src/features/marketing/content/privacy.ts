import type { ContentPageData } from '@/features/marketing/content/content-types';

export const privacyPage: ContentPageData = {
  eyebrow: 'Legal',
  title: 'Privacy Policy',
  lead: 'What Magani Health keeps about you, why, for how long, who sees it, and how to download or delete it, under the Nigeria Data Protection Act 2023 (NDPA).',
  updated: '6 December 2025',
  sections: [
    {
      heading: 'Who is responsible',
      body: [
        'Magani Health, Lagos, Nigeria, is the data controller for the personal data described here. Our data protection officer answers at privacy@magani.health and on the support line +234 800 624 2641.',
      ],
    },
    {
      heading: 'What we keep',
      body: [
        {
          list: [
            'Account: your name, e-mail address, phone number (stored as +234…), role and when you joined.',
            'Health data: prescriptions you upload and their files, the pharmacy you send them to, medicines you order, consultations you book and what the doctor records for them. The NDPA treats this as sensitive personal data.',
            'Delivery: the addresses, contact numbers and delivery times you give us.',
            'Providers: pharmacy name, address and PCN licence number and document; doctor specialty and licence; rider vehicle details and papers.',
            'On your device: your cart, wishlist, form drafts and items waiting to be sent while you are offline. These stay in your browser until they are sent or you sign out.',
          ],
        },
        'We do not keep card numbers: payments are handled by the payment provider.',
      ],
    },
    {
      heading: 'Why we keep it',
      body: [
        {
          list: [
            'To provide the service you asked for (contract): orders, prescriptions, consultations and deliveries.',
            'Health data only with your explicit consent, which you give when you upload a prescription or book a consultation, and may withdraw at any time.',
            'To meet legal duties: pharmacies must keep dispensing records under their Pharmacy Council of Nigeria (PCN) licence, and we must answer lawful requests from regulators.',
            'To keep the service safe: verifying providers and preventing fraud (legitimate interest).',
          ],
        },
        'We never sell personal data and we do not use it for advertising.',
      ],
    },
    {
      heading: 'Who sees it',
      body: [
        {
          list: [
            'The pharmacy you choose sees your prescription files, the medicines ordered and your delivery details.',
            'The doctor you book sees your booking and what you share in the consultation.',
            'The rider delivering your order sees your name, delivery address and contact number, only for that delivery.',
            'A small number of Magani Health staff, to verify providers and to help when you contact support.',
            'Our processors, under contract: database and file hosting (Supabase), and the services that send our e-mails and SMS codes.',
          ],
        },
        'Our hosting may be outside Nigeria. When data leaves Nigeria we rely on the safeguards in Part VIII of the NDPA (adequate protection or contractual clauses).',
      ],
    },
    {
      heading: 'How long we keep it',
      body: [
        {
          list: [
            'Your account and everything linked to it: until you delete the account.',
            'Prescriptions and their files: until you delete them with your account. The pharmacy that dispensed a medicine keeps its own dispensing record for as long as its licence requires.',
            'Sign-in codes expire after 5 minutes and e-mail confirmation links after 24 hours.',
            'Provider licence documents: while the provider account is open, and while a regulator may ask for them.',
          ],
        },
      ],
    },
    {
      heading: 'Your rights and how to use them',
      body: [
        'Under the NDPA you may see your data, correct it, take a copy, object to a use, withdraw consent and have it deleted. Two of these take one tap in the app:',
        {
          list: [
            'Download my data: Settings gives you a JSON file with your account, every record that refers to you and the list of your uploaded files.',
            'Delete my account: after you type DELETE to confirm, your account, records and files are removed and you are signed out. Your e-mail address can then be used to register again.',
          ],
        },
        { links: [{ label: 'Open Settings', to: '/settings' }] },
        'For anything else write to privacy@magani.health; we answer within 30 days. You may also complain to the Nigeria Data Protection Commission (NDPC).',
      ],
    },
    {
      heading: 'How we protect it',
      body: [
        'Connections are encrypted. Every table is protected by row-level rules in the database, so an account reads only its own rows; files sit in private storage under your own folder. Staff accounts are checked by the database, not by the app.',
      ],
    },
    {
      heading: 'Children',
      body: ['You must be 18 or older to hold an account. A parent or guardian orders and books for a child.'],
    },
    {
      heading: 'Changes',
      body: ['We will tell you in the app and by e-mail before a change that affects how your health data is used.'],
    },
  ],
};
