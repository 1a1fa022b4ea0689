import { defineMessages } from '@/lib/i18n/i18n';

// Asking for a password reset e-mail, and choosing the new password from its link.
export const passwordMessages = defineMessages({
  forgotTitle: { id: 'account.forgot.title', message: 'Forgot your password?' },
  forgotSubtitle: { id: 'account.forgot.subtitle', message: 'Enter your email address and we will send you a link to reset your password.' },
  sendLink: { id: 'account.forgot.send', message: 'Send Reset Link' },
  forgotOffline: { id: 'account.forgot.offline', message: "We'll send the password reset email as soon as you're back online." },
  forgotRetry: { id: 'account.forgot.retry', message: 'The reset email could not be sent yet' },
  checkTitle: { id: 'account.forgot.check.title', message: 'Check Your Email' },
  checkSubtitle: { id: 'account.forgot.check.subtitle', message: 'We sent a password reset link to {email}.' },
  checkText: { id: 'account.forgot.check.text', message: 'Open the link in the email to choose a new password. It can take a minute to arrive; check your spam folder too.' },
  resend: { id: 'account.forgot.resend', message: 'Resend Email' },
  otherEmail: { id: 'account.forgot.other-email', message: 'Use a different email' },
  resetTitle: { id: 'account.reset.title', message: 'Set a new password' },
  checking: { id: 'account.reset.checking', message: 'Checking your reset link…' },
  checkingLabel: { id: 'account.reset.checking-label', message: 'Checking your reset link' },
  missingTitle: { id: 'account.reset.missing.title', message: 'Reset link needed to set a new password' },
  missingText: { id: 'account.reset.missing.text', message: 'This page opens from the link in a password reset email. The link may have expired or already been used.' },
  requestNew: { id: 'account.reset.request-new', message: 'Request a new reset email' },
  resetSubtitle: { id: 'account.reset.subtitle', message: 'Choose a new password for your account.' },
  newPassword: { id: 'account.reset.new-password', message: 'New password' },
  confirmNew: { id: 'account.reset.confirm-new', message: 'Confirm new password' },
  update: { id: 'account.reset.update', message: 'Update Password' },
});
