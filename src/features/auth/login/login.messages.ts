import { defineMessages } from '@/lib/i18n/i18n';

// The sign-in screen and signing in by phone.
export const loginMessages = defineMessages({
  title: { id: 'account.login.title', message: 'Welcome back' },
  subtitle: { id: 'account.login.subtitle', message: 'Sign in to your Magani Health account' },
  noAccount: { id: 'account.login.no-account', message: "Don't have an account?" },
  signUp: { id: 'account.login.sign-up', message: 'Sign up' },
  resend: { id: 'account.login.resend', message: 'Resend confirmation email' },
  rightAccount: { id: 'account.login.right-account', message: 'Please sign in with the right account to open that page.' },
  signedInWhenOnline: { id: 'account.login.when-online', message: "We'll sign you in as soon as you're back online." },
  unreachable: { id: 'account.login.unreachable', message: "Couldn't reach the server" },
  rememberMe: { id: 'account.login.remember-me', message: 'Remember me' },
  forgot: { id: 'account.login.forgot', message: 'Forgot password?' },
  signIn: { id: 'account.login.sign-in', message: 'Sign In' },
  useEmail: { id: 'account.login.use-email', message: 'Use email and password instead' },
  usePhone: { id: 'account.login.use-phone', message: 'Logistics provider? Use your phone number' },
  sendCode: { id: 'account.login.send-code', message: 'Send code' },
  codeSent: { id: 'account.login.code-sent', message: 'We sent a code by SMS to {phone}.' },
  verifyCode: { id: 'account.login.verify-code', message: 'Verify code' },
  otherNumber: { id: 'account.login.other-number', message: 'Use another number' },
});
