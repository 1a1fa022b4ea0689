import { defineMessages } from '@/lib/i18n/i18n';

// The delivery, B2B and partner pages' English text: whole paragraphs and list items.
export const delivery = defineMessages({
  eyebrow: { id: 'content.delivery.eyebrow', message: 'Services' },
  title: { id: 'content.delivery.title', message: 'Medicine Delivery' },
  lead: { id: 'content.delivery.lead', message: 'Medicines from a licensed pharmacy near you, brought to your door by a verified rider, with live tracking.' },
  howHeading: { id: 'content.delivery.how.heading', message: 'How it works' },
  howText: { id: 'content.delivery.how.text', message: 'Order from the catalogue or upload a prescription; the pharmacy packs your order and a rider nearby collects it. Follow the rider on the tracking page.' },
  findLink: { id: 'content.delivery.link.find', message: 'Find a medicine' },
  uploadLink: { id: 'content.delivery.link.upload', message: 'Upload a prescription' },
  trackLink: { id: 'content.delivery.link.track', message: 'Track an order' },
  timesHeading: { id: 'content.delivery.times.heading', message: 'Times, fees and care' },
  timesText: { id: 'content.delivery.times.text', message: 'Choose anytime, morning (9AM-12PM), afternoon (12PM-4PM) or evening (4PM-8PM). The fee depends on the distance and is shown before you pay. Medicines travel sealed; those that must stay cold go in a cool box; prescription medicines are handed only to the person named on the order.' },
});

export const b2b = defineMessages({
  eyebrow: { id: 'content.b2b.eyebrow', message: 'Services' },
  title: { id: 'content.b2b.title', message: 'B2B Pharmacy Services' },
  lead: { id: 'content.b2b.lead', message: 'For pharmacies, clinics and hospitals: reach more patients, manage orders and keep your shelves stocked.' },
  pharmaciesHeading: { id: 'content.b2b.pharmacies.heading', message: 'For pharmacies' },
  pharmaciesStorefront: { id: 'content.b2b.pharmacies.storefront', message: 'A storefront where patients near you see your prices and stock.' },
  pharmaciesDashboard: { id: 'content.b2b.pharmacies.dashboard', message: 'Prescriptions and orders on your dashboard, with delivery details.' },
  pharmaciesRiders: { id: 'content.b2b.pharmacies.riders', message: 'Riders collect from your counter: no delivery staff needed.' },
  pharmaciesInventory: { id: 'content.b2b.pharmacies.inventory', message: 'Inventory, expiry tracking and restocking from verified suppliers.' },
  registerLink: { id: 'content.b2b.link.register', message: 'Register your pharmacy' },
  clinicsHeading: { id: 'content.b2b.clinics.heading', message: 'For clinics, hospitals and employers' },
  clinicsText: { id: 'content.b2b.clinics.text', message: 'Bulk orders with invoices, repeat prescriptions for chronic care and home delivery for your patients: write to partners@magani.health.' },
});

export const partner = defineMessages({
  eyebrow: { id: 'content.partner.eyebrow', message: 'For providers' },
  title: { id: 'content.partner.title', message: 'Partner With Us' },
  lead: { id: 'content.partner.lead', message: 'Work with Magani Health to bring genuine medicines and trusted care to more Nigerians: PCN-licensed pharmacies, doctors, riders and logistics companies, makers and distributors of NAFDAC-registered products, HMOs, employers and NGOs.' },
  joinHeading: { id: 'content.partner.join.heading', message: 'Join today' },
  joinText: { id: 'content.partner.join.text', message: 'Providers register themselves; we check licences and papers before approval.' },
  pharmacyLink: { id: 'content.partner.link.pharmacy', message: 'Register your pharmacy' },
  doctorLink: { id: 'content.partner.link.doctor', message: 'Join as a doctor' },
  riderLink: { id: 'content.partner.link.rider', message: 'Become a rider' },
  logisticsLink: { id: 'content.partner.link.logistics', message: 'Logistics providers' },
  joinOther: { id: 'content.partner.join.other', message: 'Anything else: e-mail partners@magani.health or call +234 800 624 2641.' },
});
