import type { ContentPageData } from '@/features/marketing/content/content-types';

export const termsPage: ContentPageData = {
  eyebrow: 'Legal',
  title: 'Terms of Service',
  lead: 'The agreement between you and Magani Health when you use the app to buy medicines, upload prescriptions, see a doctor or deliver orders.',
  updated: '6 December 2025',
  sections: [
    {
      heading: 'What Magani Health is',
      body: [
        'Magani Health is a marketplace. Medicines are sold and dispensed by independent pharmacies licensed by the Pharmacy Council of Nigeria (PCN); consultations are given by doctors registered with the Medical and Dental Council of Nigeria (MDCN); deliveries are made by verified riders. Each of them is responsible for the care they provide.',
        'Magani Health is not an emergency service. In an emergency call 199 or go to the nearest hospital.',
      ],
    },
    {
      heading: 'Your account',
      body: [
        'You must be 18 or older and give true details, including a Nigerian phone number we can reach. Keep your password to yourself; on a shared device, sign out when you finish. You can delete your account at any time in Settings.',
      ],
    },
    {
      heading: 'Prescriptions and medicines',
      body: [
        {
          list: [
            'Prescription-only medicines are dispensed only against a valid prescription, which the pharmacist checks and may refuse.',
            'Upload only your own prescriptions or those of a person you care for, and only genuine ones.',
            'Read the leaflet and follow the pharmacist\'s advice. Report side effects to the pharmacy or to NAFDAC.',
          ],
        },
      ],
    },
    {
      heading: 'Prices, payment and delivery',
      body: [
        'Prices are in naira and set by each pharmacy; the total, including the delivery fee, is shown before you pay. Delivery times are estimates. If an order cannot be filled you are not charged for it, and a payment already made is refunded to the way you paid.',
        'Medicines cannot be returned once delivered, for your safety and the next patient\'s, unless they are wrong, damaged or past their expiry date: tell us within 48 hours and we will replace or refund them.',
      ],
    },
    {
      heading: 'Consultations',
      body: [
        'A consultation is between you and the doctor. The doctor may decide that you need to be seen in person. Cancel at least two hours before the slot to free it for someone else.',
      ],
    },
    {
      heading: 'Providers',
      body: [
        'Pharmacies, doctors and riders must hold and keep valid licences and papers, keep their details current and follow their professional rules. We verify them before approval and may suspend an account that no longer meets them.',
      ],
    },
    {
      heading: 'Fair use',
      body: [
        'Do not misuse the service: no false prescriptions, no attempts to reach other people\'s data, no reselling of prescription medicines.',
      ],
    },
    {
      heading: 'Liability and law',
      body: [
        'We are responsible for running the platform with reasonable care. We are not liable for the clinical decisions of pharmacists and doctors, who remain professionally responsible for them. Nothing here limits your rights under the Federal Competition and Consumer Protection Act. These terms are governed by the laws of the Federal Republic of Nigeria.',
        'Questions: support@magani.health or +234 800 624 2641.',
      ],
    },
  ],
};

export const cookiesPage: ContentPageData = {
  eyebrow: 'Legal',
  title: 'Cookie Policy',
  lead: 'Magani Health uses no advertising or tracking cookies. Here is what the app keeps in your browser, and why.',
  updated: '6 December 2025',
  sections: [
    {
      heading: 'What the app stores in your browser',
      body: [
        {
          list: [
            'Your sign-in (browser storage): keeps you signed in. If you leave "Remember me" unticked it lasts only until the browser closes.',
            'The app\'s database on your device (IndexedDB): your cart, wishlist, form drafts and anything waiting to be sent while you are offline, so nothing is lost on a bad connection.',
            'Offline copies of the app (service worker cache): the pages and sample catalogues, so the app opens without data.',
          ],
        },
        'All of these are strictly necessary for the service you asked for, so they need no consent banner under the NDPA. None of them is shared with another company.',
      ],
    },
    {
      heading: 'What we do not use',
      body: ['No advertising cookies, no cross-site tracking, no social media widgets.'],
    },
    {
      heading: 'How to clear it',
      body: [
        'Signing out removes your account\'s data from the device. Your browser\'s settings (Site settings, Clear data) remove everything, including the offline copies; the app downloads them again on your next visit.',
      ],
    },
  ],
};

export const licensingPage: ContentPageData = {
  eyebrow: 'Legal',
  title: 'Licensing',
  lead: 'Who licenses the pharmacies, medicines, doctors and riders you meet on Magani Health, and how we check them.',
  sections: [
    {
      heading: 'Pharmacies: PCN',
      body: [
        'Every pharmacy on Magani Health holds a premises licence from the Pharmacy Council of Nigeria (PCN), renewed every year, with a superintendent pharmacist registered with the PCN. A pharmacy gives its licence number and a copy of its licence when it registers; our team checks them before the pharmacy is approved, and again at renewal.',
      ],
    },
    {
      heading: 'Medicines: NAFDAC',
      body: [
        'Medicines sold through Magani Health must be registered with the National Agency for Food and Drug Administration and Control (NAFDAC). The NAFDAC registration number is printed on the pack; check it, and the expiry date, when your order arrives.',
        'If a medicine looks fake, tampered with or has harmed you, do not use it: report it to the pharmacy, to us, and to NAFDAC through its website or its pharmacovigilance reporting line.',
      ],
    },
    {
      heading: 'Doctors: MDCN',
      body: [
        'Doctors give their specialty and licence when they register, and are approved only with a current practising licence from the Medical and Dental Council of Nigeria (MDCN).',
      ],
    },
    {
      heading: 'Riders',
      body: [
        'Riders give their vehicle details and papers; logistics providers give a government ID and, from Tier 2, their CAC registration documents.',
      ],
    },
    {
      heading: 'Data protection',
      body: [
        'We process personal and health data under the Nigeria Data Protection Act 2023, overseen by the Nigeria Data Protection Commission.',
        { links: [{ label: 'Privacy Policy', to: '/privacy' }] },
      ],
    },
  ],
};
