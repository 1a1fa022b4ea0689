import { shell } from '@/components/app-shell/shell.messages';

export const headerLinks = [
  { to: '/', label: shell.navHome },
  { to: '/pharmacy', label: shell.navPharmacy },
  { to: '/telemedicine', label: shell.navTelemedicine },
  { to: '/about', label: shell.navAbout },
  { to: '/contact', label: shell.navContact },
] as const;

// Footer targets come from the product spec; each is a real page.
export const footerGroups = [
  {
    key: 'services', title: shell.services,
    links: [
      { href: '/pharmacy', label: shell.onlinePharmacy },
      { href: '/telemedicine', label: shell.navTelemedicine },
      { href: '/delivery', label: shell.medicineDelivery },
      { href: '/b2b', label: shell.b2b },
    ],
  },
  {
    key: 'for-providers', title: shell.forProviders,
    links: [
      { href: '/pharmacy/register', label: shell.registerPharmacy },
      { href: '/doctor/register', label: shell.joinDoctor },
      { href: '/rider/register', label: shell.becomeRider },
      { href: '/partner', label: shell.partner },
    ],
  },
  {
    key: 'support', title: shell.support,
    links: [
      { href: '/help', label: shell.helpCenter },
      { href: '/track', label: shell.trackOrder },
      { href: '/contact', label: shell.contactUs },
      { href: '/faq', label: shell.faq },
    ],
  },
  {
    key: 'legal', title: shell.legal,
    links: [
      { href: '/privacy', label: shell.privacy },
      { href: '/terms', label: shell.terms },
      { href: '/cookies', label: shell.cookies },
      { href: '/licensing', label: shell.licensing },
    ],
  },
] as const;

export const supportContact = {
  phone: '+234 800 624 2641',
  phoneHref: 'tel:+2348006242641',
  // The same support line takes WhatsApp messages.
  whatsappHref: 'https://wa.me/2348006242641',
  email: 'support@magani.health',
  place: 'Lagos, Nigeria',
} as const;
