import { defineMessages } from '@/lib/i18n/i18n';

// The contact page's English text (the form's checks and sending messages: contact-form.messages.ts).
export const contact = defineMessages({
  eyebrow: { id: 'contact.eyebrow', message: "We're here to help" },
  title: { id: 'contact.title', message: 'Contact Us' },
  lead: { id: 'contact.lead', message: 'Questions about an order, a consultation or partnering with us? Send us a message.' },
  details: { id: 'contact.details', message: 'Contact details' },
  phone: { id: 'contact.phone', message: 'Phone' },
  email: { id: 'contact.email', message: 'E-mail' },
  office: { id: 'contact.office', message: 'Office' },
  hours: { id: 'contact.hours', message: 'Support hours' },
  monFri: { id: 'contact.days.mon-fri', message: 'Mon-Fri' },
  sat: { id: 'contact.days.sat', message: 'Sat' },
  sun: { id: 'contact.days.sun', message: 'Sun' },
  emergencyOnly: { id: 'contact.emergency-only', message: 'Emergency only' },
  emergency: { id: 'contact.emergency', message: 'For a medical emergency, call' },
  faqTitle: { id: 'contact.faq.title', message: 'Frequently asked questions' },
  backHome: { id: 'contact.back-home', message: 'Back to Home' },
  faqFastQ: { id: 'contact.faq.fast.q', message: 'How fast will my medicine arrive?' },
  faqFastA: {
    id: 'contact.faq.fast.a',
    message: 'Most orders in major cities arrive within 2-4 hours. Deliveries to remote areas usually take 24-48 hours.',
  },
  faqPrescriptionQ: { id: 'contact.faq.prescription.q', message: 'Do I need a prescription to order?' },
  faqPrescriptionA: {
    id: 'contact.faq.prescription.a',
    message: 'Over-the-counter medicines can be ordered straight away. Prescription medicines need a valid prescription, which you can upload or get from one of our doctors.',
  },
  faqVerifiedQ: { id: 'contact.faq.verified.q', message: 'Are the pharmacies and doctors verified?' },
  faqVerifiedA: {
    id: 'contact.faq.verified.a',
    message: 'Yes. Every pharmacy licence and every doctor is checked before they can join, and all medicines come from licensed pharmacies.',
  },
  faqPayQ: { id: 'contact.faq.pay.q', message: 'How do I pay?' },
  faqPayA: {
    id: 'contact.faq.pay.a',
    message: 'You pay securely online when you confirm your order or consultation, and you get a confirmation straight away.',
  },
  formTitle: { id: 'contact.form.title', message: 'Send us a message' },
  name: { id: 'contact.form.name', message: 'Full name' },
  emailAddress: { id: 'contact.form.email', message: 'Email address' },
  subject: { id: 'contact.form.subject', message: 'Subject' },
  message: { id: 'contact.form.message', message: 'Message' },
  send: { id: 'contact.form.send', message: 'Send Message' },
});
