import { defineMessages } from '@/lib/i18n/i18n';

// The contact form's checks and what it says once sent (or not).
export const contactForm = defineMessages({
  nameEmpty: { id: 'contact.form.check.name-empty', message: 'Please enter your name' },
  nameShort: { id: 'contact.form.check.name-short', message: 'Please enter your full name' },
  atMost100: { id: 'contact.form.check.max-100', message: 'Please use at most 100 characters' },
  emailEmpty: { id: 'contact.form.check.email-empty', message: 'Please enter your email address' },
  emailInvalid: { id: 'contact.form.check.email-invalid', message: 'Please enter a valid email address' },
  subjectEmpty: { id: 'contact.form.check.subject', message: 'Please enter a subject' },
  atMost150: { id: 'contact.form.check.max-150', message: 'Please use at most 150 characters' },
  messageEmpty: { id: 'contact.form.check.message-empty', message: 'Please enter your message' },
  messageShort: { id: 'contact.form.check.message-short', message: 'Please write at least 10 characters' },
  atMost5000: { id: 'contact.form.check.max-5000', message: 'Please use at most 5,000 characters' },
  thankYou: { id: 'contact.form.thank-you', message: 'Thank you' },
  success: { id: 'contact.form.success', message: "Message sent successfully! We'll get back to you soon." },
  queued: { id: 'contact.form.queued', message: "You're offline. Your message is saved and will be sent as soon as you're back online." },
  notSent: { id: 'contact.form.not-sent', message: 'Your message was not sent: {reason}' },
  notOnPhone: { id: 'contact.form.not-on-phone', message: "Your message was not sent: this part of the app is not on your phone yet. Your message is still here: send it again once you're online." },
});
