export const headerLinks = [
  { to: '/', label: 'Home' },
  { to: '/pharmacy', label: 'Find Pharmacy' },
  { to: '/telemedicine', label: 'Telemedicine' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

// Footer targets come from the product spec; each is a real page.
export const footerGroups = [
  {
    title: 'Services',
    links: [
      { href: '/pharmacy', label: 'Online Pharmacy' },
      { href: '/telemedicine', label: 'Telemedicine' },
      { href: '/delivery', label: 'Medicine Delivery' },
      { href: '/b2b', label: 'B2B Pharmacy Services' },
    ],
  },
  {
    title: 'For Providers',
    links: [
      { href: '/pharmacy/register', label: 'Register Your Pharmacy' },
      { href: '/doctor/register', label: 'Join as a Doctor' },
      { href: '/rider/register', label: 'Become a Rider' },
      { href: '/partner', label: 'Partner With Us' },
    ],
  },
  {
    title: 'Support',
    links: [
      { href: '/help', label: 'Help Center' },
      { href: '/track', label: 'Track Order' },
      { href: '/contact', label: 'Contact Us' },
      { href: '/faq', label: 'FAQ' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/privacy', label: 'Privacy Policy' },
      { href: '/terms', label: 'Terms of Service' },
      { href: '/cookies', label: 'Cookie Policy' },
      { href: '/licensing', label: 'Licensing' },
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
