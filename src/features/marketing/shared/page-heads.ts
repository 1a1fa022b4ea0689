// Titles and descriptions for the route `head` option: the prerenderer writes them into the HTML
// and the shell keeps document.title in step on navigation.
const page = (title: string, description: string) => () => ({
  meta: [{ title }, { name: 'description', content: description }],
});

export const landingHead = page(
  'Magani Health: Online Pharmacy & Telemedicine in Nigeria',
  'Order medicines from verified Nigerian pharmacies, compare prices and generic alternatives, book a doctor consultation online and get fast delivery with live tracking.',
);

export const aboutHead = page(
  'About Magani Health: our mission and values',
  'Magani Health connects patients with licensed pharmacies, verified doctors and delivery riders across Nigeria. Read about our mission, our values and what we offer.',
);

export const contactHead = page(
  'Contact Magani Health support',
  'Reach Magani Health by phone, e-mail or message. Support Mon-Fri 8:00 AM-6:00 PM, Sat 9:00 AM-4:00 PM, Sunday for emergencies only.',
);

export const splashHead = page(
  'Welcome to Magani Health',
  'Get started with Magani Health: an online pharmacy, doctor consultations and fast medicine delivery in one app.',
);
