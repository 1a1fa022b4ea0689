import type { ContentPageData } from '@/features/marketing/content/content-types';

const join = { label: 'Register your pharmacy', to: '/pharmacy/register' };

export const deliveryPage: ContentPageData = {
  eyebrow: 'Services',
  title: 'Medicine Delivery',
  lead: 'Medicines from a licensed pharmacy near you, brought to your door by a verified rider, with live tracking.',
  sections: [
    {
      heading: 'How it works',
      body: [
        'Order from the catalogue or upload a prescription; the pharmacy packs your order and a rider nearby collects it. Follow the rider on the tracking page.',
        { links: [{ label: 'Find a medicine', to: '/drugs/search' }, { label: 'Upload a prescription', to: '/prescriptions/upload' }, { label: 'Track an order', to: '/orders/track' }] },
      ],
    },
    {
      heading: 'Times, fees and care',
      body: [
        'Choose anytime, morning (9AM-12PM), afternoon (12PM-4PM) or evening (4PM-8PM). The fee depends on the distance and is shown before you pay. Medicines travel sealed; those that must stay cold go in a cool box; prescription medicines are handed only to the person named on the order.',
      ],
    },
  ],
};

export const b2bPage: ContentPageData = {
  eyebrow: 'Services',
  title: 'B2B Pharmacy Services',
  lead: 'For pharmacies, clinics and hospitals: reach more patients, manage orders and keep your shelves stocked.',
  sections: [
    {
      heading: 'For pharmacies',
      body: [
        {
          list: [
            'A storefront where patients near you see your prices and stock.',
            'Prescriptions and orders on your dashboard, with delivery details.',
            'Riders collect from your counter: no delivery staff needed.',
            'Inventory, expiry tracking and restocking from verified suppliers.',
          ],
        },
        { links: [join] },
      ],
    },
    {
      heading: 'For clinics, hospitals and employers',
      body: ['Bulk orders with invoices, repeat prescriptions for chronic care and home delivery for your patients: write to partners@magani.health.'],
    },
  ],
};

export const partnerPage: ContentPageData = {
  eyebrow: 'For providers',
  title: 'Partner With Us',
  lead: 'Work with Magani Health to bring genuine medicines and trusted care to more Nigerians: PCN-licensed pharmacies, doctors, riders and logistics companies, makers and distributors of NAFDAC-registered products, HMOs, employers and NGOs.',
  sections: [
    {
      heading: 'Join today',
      body: [
        'Providers register themselves; we check licences and papers before approval.',
        {
          links: [
            join,
            { label: 'Join as a doctor', to: '/doctor/register' },
            { label: 'Become a rider', to: '/rider/register' },
            { label: 'Logistics providers', to: '/logistics/signup' },
          ],
        },
        'Anything else: e-mail partners@magani.health or call +234 800 624 2641.',
      ],
    },
  ],
};
