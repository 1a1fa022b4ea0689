import type { ContentPageData } from '@/features/marketing/content/content-types';

export const deliveryPage: ContentPageData = {
  eyebrow: 'Services',
  title: 'Medicine Delivery',
  lead: 'Medicines from a licensed pharmacy near you, brought to your door by a verified rider, with live tracking.',
  sections: [
    {
      heading: 'How it works',
      body: [
        {
          list: [
            'Order from the catalogue, or upload a prescription and accept the pharmacy\'s price.',
            'The pharmacy packs your order; a rider nearby collects it.',
            'Follow the rider on the tracking page and pay the amount shown at checkout, nothing more.',
          ],
        },
        { links: [{ label: 'Find a medicine', to: '/drugs/search' }, { label: 'Upload a prescription', to: '/prescriptions/upload' }, { label: 'Track an order', to: '/orders/track' }] },
      ],
    },
    {
      heading: 'Times and fees',
      body: [
        'Choose anytime, morning (9AM-12PM), afternoon (12PM-4PM) or evening (4PM-8PM). The delivery fee depends on the distance from the pharmacy and is shown before you pay.',
      ],
    },
    {
      heading: 'Handled with care',
      body: [
        'Medicines travel sealed, in the pharmacy\'s packaging. Medicines that must stay cold, such as insulin, go in a cool box. The rider confirms delivery with you in person; prescription medicines are handed only to the patient or the person named on the order.',
      ],
    },
  ],
};

export const b2bPage: ContentPageData = {
  eyebrow: 'Services',
  title: 'B2B Pharmacy Services',
  lead: 'Tools for pharmacies, clinics and hospitals: reach more patients, manage orders and keep your shelves stocked.',
  sections: [
    {
      heading: 'For pharmacies',
      body: [
        {
          list: [
            'A storefront on Magani Health: patients near you find your prices and stock.',
            'Prescriptions and orders arrive on your dashboard, with the patient\'s delivery details.',
            'Riders collect from your counter; you do not need your own delivery staff.',
            'Inventory, expiry tracking and restocking from verified suppliers.',
          ],
        },
        { links: [{ label: 'Register your pharmacy', to: '/pharmacy/register' }] },
      ],
    },
    {
      heading: 'For clinics, hospitals and employers',
      body: [
        'Bulk orders with invoices, repeat prescriptions for chronic care, and delivery to your patients\' homes. Write to partners@magani.health for an account manager.',
        { links: [{ label: 'Partner with us', to: '/partner' }] },
      ],
    },
  ],
};

export const partnerPage: ContentPageData = {
  eyebrow: 'For providers',
  title: 'Partner With Us',
  lead: 'Work with Magani Health to bring genuine medicines and trusted care to more Nigerians.',
  sections: [
    {
      heading: 'Who we work with',
      body: [
        {
          list: [
            'Pharmacies and pharmacy chains licensed by the PCN.',
            'Doctors and clinics offering consultations.',
            'Riders and logistics companies delivering in Nigerian cities.',
            'Manufacturers and distributors of NAFDAC-registered products.',
            'HMOs, employers and NGOs who want their members to get medicines on time.',
          ],
        },
      ],
    },
    {
      heading: 'Join today',
      body: [
        'Providers register themselves; we check licences and papers before approval. Logistics companies sign up with a phone number and start at Tier 1.',
        {
          links: [
            { label: 'Register your pharmacy', to: '/pharmacy/register' },
            { label: 'Join as a doctor', to: '/doctor/register' },
            { label: 'Become a rider', to: '/rider/register' },
            { label: 'Logistics providers', to: '/logistics/signup' },
          ],
        },
      ],
    },
    {
      heading: 'Talk to our partnerships team',
      body: ['E-mail partners@magani.health or call +234 800 624 2641 and ask for partnerships.', { links: [{ label: 'Contact us', to: '/contact' }] }],
    },
  ],
};
