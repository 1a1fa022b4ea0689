import { defineMessages } from '@/lib/i18n/i18n';

// The page the confirmation e-mail's link opens.
export const confirmMessages = defineMessages({
  confirming: { id: 'account.confirm.confirming', message: 'Confirming your email' },
  moment: { id: 'account.confirm.moment', message: 'This takes a moment.' },
  waiting: { id: 'account.confirm.waiting', message: 'Waiting for a connection.' },
  waitingLabel: { id: 'account.confirm.waiting-label', message: 'Waiting for a connection' },
  offline: { id: 'account.confirm.offline', message: "You're offline. Your link is kept: we'll confirm your email as soon as you're back online." },
  already: { id: 'account.confirm.already', message: 'Your email is already confirmed. You can log in.' },
  confirmed: { id: 'account.confirm.confirmed', message: 'Email confirmed' },
  takingYou: { id: 'account.confirm.taking-you', message: 'Taking you to the login page…' },
  goToLogin: { id: 'account.confirm.go-login', message: 'Go to Login' },
  expired: { id: 'account.confirm.expired', message: 'Confirmation link expired' },
  // The server's two refusals (public.confirm_email), shown in the person's language.
  invalid: { id: 'account.confirm.invalid', message: 'Invalid or expired confirmation link' },
  tooOld: { id: 'account.confirm.too-old', message: 'Invalid or expired confirmation link: it has expired' },
  askNew: { id: 'account.confirm.ask-new', message: 'Ask for a new link below; it is valid for 24 hours.' },
  resend: { id: 'account.confirm.resend', message: 'Resend Confirmation Email' },
  backToRegistration: { id: 'account.confirm.back-registration', message: 'Back to Registration' },
  failed: { id: 'account.confirm.failed', message: "We couldn't confirm your email" },
  tryLogin: { id: 'account.confirm.try-login', message: 'Try to Login' },
});
