import type { ContentPageData } from '@/features/marketing/content/content-types';

export const helpPage: ContentPageData = {
  eyebrow: 'Support',
  title: 'Help Center',
  lead: 'Quick answers for ordering medicines, sending a prescription, tracking a delivery and looking after your account.',
  whatsapp: true,
  sections: [
    {
      heading: 'Ordering medicines',
      body: [
        'Search by brand or generic name, compare prices between pharmacies, and tap Add to Cart. Tap the heart to keep a medicine on your wishlist for later.',
        { links: [{ label: 'Find a medicine', to: '/drugs/search' }, { label: 'My wishlist', to: '/wishlist' }, { label: 'My cart', to: '/cart' }] },
      ],
    },
    {
      heading: 'Sending a prescription',
      body: [
        'Take a photo or choose a PDF or image of the prescription, pick a pharmacy and give the delivery address. The pharmacist reviews it, usually within 10 minutes, and sends you a price.',
        { links: [{ label: 'Upload a prescription', to: '/prescriptions/upload' }] },
      ],
    },
    {
      heading: 'Tracking a delivery',
      body: [
        'Enter your order ID (it looks like ORD-2026-0147) or the phone number you ordered with.',
        { links: [{ label: 'Track an order', to: '/orders/track' }] },
      ],
    },
    {
      heading: 'Seeing a doctor',
      body: [
        'Choose a specialty and a doctor, then a time that suits you, in Lagos time.',
        { links: [{ label: 'Book a consultation', to: '/consultations/book' }] },
      ],
    },
    {
      heading: 'Using the app on a bad connection',
      body: [
        'Pages you have opened once work offline. What you send while offline waits on your phone and goes as soon as you are back online; the upload icon at the top shows how many items are waiting.',
        { links: [{ label: 'Items waiting to be sent', to: '/pending' }] },
      ],
    },
    {
      heading: 'Your account and your data',
      body: [
        'Forgot your password? Use the link on the sign-in page. In Settings you can download everything we hold about you, or delete your account.',
        { links: [{ label: 'Reset password', to: '/auth/forgot-password' }, { label: 'Settings', to: '/settings' }, { label: 'FAQ', to: '/faq' }] },
      ],
    },
    {
      heading: 'Talk to us',
      body: [
        'Support hours: Mon-Fri 8:00 AM-6:00 PM, Sat 9:00 AM-4:00 PM, Sunday for emergencies only. Call +234 800 624 2641 (free) or e-mail support@magani.health.',
        { links: [{ label: 'Contact us', to: '/contact' }] },
      ],
    },
  ],
};

export const faqPage: ContentPageData = {
  eyebrow: 'Support',
  title: 'Frequently Asked Questions',
  lead: 'The questions patients and providers ask us most.',
  sections: [
    { heading: 'Are the medicines genuine?', body: ['They come from PCN-licensed pharmacies and must be NAFDAC-registered: check the NAFDAC number and expiry date on the pack.', { links: [{ label: 'Licensing', to: '/licensing' }] }] },
    { heading: 'Do I need a prescription?', body: ['For prescription-only medicines, yes: the pharmacist checks it before dispensing.'] },
    { heading: 'How do I pay?', body: ['By card, bank transfer or USSD, always in naira (₦). The delivery fee is shown before you pay.'] },
    { heading: 'Which phone numbers can I use?', body: ['Any Nigerian mobile or landline, as you usually write it: 0803 123 4567, +234 803 123 4567 or 01 234 5678.'] },
    { heading: 'Can I use the app without data?', body: ['Yes: pages you have opened work offline, and what you do offline is sent when you reconnect. Install it from your browser; there is no store download.'] },
    { heading: 'Who can see my prescription?', body: ['Only the pharmacy you send it to, and our staff when you ask for help.', { links: [{ label: 'Privacy Policy', to: '/privacy' }] }] },
    { heading: 'How do I get my data or delete my account?', body: ['Sign in and open Settings.', { links: [{ label: 'Settings', to: '/settings' }] }] },
    { heading: 'How do providers join?', body: ['Register with your role chosen; we check your licence or papers first.', { links: [{ label: 'Partner with us', to: '/partner' }] }] },
  ],
};
