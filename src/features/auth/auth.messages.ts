import { defineMessages } from '@/lib/i18n/i18n';

// Validation messages of the account forms. The spec quotes most of them (sections 5 and 8): the
// English stays word for word.
export const validationMessages = defineMessages({
  fillAllFields: { id: 'account.validation.fill-all-fields', message: 'Please fill in all fields' },
  validEmail: { id: 'account.validation.valid-email', message: 'Please enter a valid email address' },
  requiredFields: { id: 'account.validation.required-fields', message: 'Please fill in all required fields' },
  passwordLength: { id: 'account.validation.password-length', message: 'Password must be at least 6 characters' },
  passwordsDiffer: { id: 'account.validation.passwords-differ', message: 'Passwords do not match' },
  pharmacyName: { id: 'account.validation.pharmacy-name', message: 'Pharmacy name is required' },
  specialty: { id: 'account.validation.specialty', message: 'Medical specialty is required' },
  enterEmail: { id: 'account.validation.enter-email', message: 'Please enter your email address' },
  logisticsName: { id: 'account.validation.logistics-name', message: 'Enter your full name' },
  logisticsEmail: { id: 'account.validation.logistics-email', message: 'Enter a valid email' },
  logisticsPhone: { id: 'account.validation.logistics-phone', message: 'Enter a valid phone number' },
  logisticsAddress: { id: 'account.validation.logistics-address', message: 'Enter your address' },
  logisticsGovernmentId: { id: 'account.validation.government-id', message: 'Government ID is required' },
  otpTitle: { id: 'account.validation.otp-title', message: 'Enter OTP code' },
  otpMessage: { id: 'account.validation.otp-message', message: 'Please enter the code sent to your phone' },
  // Not from the spec: the database's name rule (letters of any script, with accents and tone marks).
  personName: { id: 'account.validation.person-name', message: "Use letters, spaces and ' - . only (2 to 80 characters, no web addresses)" },
  // Not from the spec: signing in with a phone number and an SMS code.
  phoneSignIn: { id: 'account.validation.phone-sign-in', message: 'Enter your Nigerian phone number, e.g. 0803 123 4567' },
  smsCode: { id: 'account.validation.sms-code', message: 'Enter the code from the SMS' },
  // Registration takes landlines too.
  phone: { id: 'account.validation.phone', message: 'Enter a Nigerian phone number, e.g. 0803 123 4567 or 01 234 5678' },
});

// What the account screens say after the server answers (alerts and notifications).
export const noticeMessages = defineMessages({
  loginSuccess: { id: 'account.notice.login-success', message: 'Welcome back!' },
  confirmFirst: { id: 'account.notice.confirm-first', message: 'Please confirm your email to activate your account. Check your inbox for the confirmation link.' },
  unexpected: { id: 'account.notice.unexpected', message: 'An error occurred. Please try again.' },
  createUserFailed: { id: 'account.notice.create-user-failed', message: 'Failed to create user account' },
  tokenFailed: { id: 'account.notice.token-failed', message: 'Failed to retrieve confirmation token' },
  createAccountFailed: { id: 'account.notice.create-account-failed', message: 'Failed to create account' },
  emailSendFailed: { id: 'account.notice.email-send-failed', message: 'Account created but failed to send confirmation email. Please contact support.' },
  registered: { id: 'account.notice.registered', message: 'Account created successfully! Please check your email to confirm your account before logging in.' },
  resendFailed: { id: 'account.notice.resend-failed', message: 'Failed to resend confirmation email' },
  sendFailed: { id: 'account.notice.send-failed', message: 'Failed to send confirmation email' },
  resent: { id: 'account.notice.resent', message: 'Confirmation email sent! Check your inbox.' },
  confirmError: { id: 'account.notice.confirm-error', message: "We couldn't confirm your email address. The link might be invalid or expired." },
  confirmed: { id: 'account.notice.confirmed', message: 'Email confirmed successfully! You can now log in.' },
  resetSent: { id: 'account.notice.reset-sent', message: 'Password reset email sent! Check your inbox.' },
  passwordUpdated: { id: 'account.notice.password-updated', message: 'Password updated! You can now log in with your new password.' },
  otpSentTitle: { id: 'account.notice.otp-sent-title', message: 'OTP sent' },
  otpSent: { id: 'account.notice.otp-sent', message: 'We sent an SMS OTP to your phone' },
  emailLinkTitle: { id: 'account.notice.email-link-title', message: 'Check your email' },
  emailLink: { id: 'account.notice.email-link', message: 'We sent you a login link to continue' },
  otpFailedTitle: { id: 'account.notice.otp-failed-title', message: 'OTP send failed' },
  invalidCodeTitle: { id: 'account.notice.invalid-code-title', message: 'Invalid code' },
  loginFailedTitle: { id: 'account.notice.login-failed-title', message: 'Login failed' },
  loginFailed: { id: 'account.notice.login-failed', message: "We couldn't log you in. Try again." },
  suspended: { id: 'account.notice.suspended', message: 'This account is suspended. Contact support to restore it.' },
  sessionEnded: { id: 'account.notice.session-ended', message: 'Your session has ended. Please sign in again.' },
  signupErrorTitle: { id: 'account.notice.signup-error-title', message: 'Signup error' },
  providerWelcome: { id: 'account.notice.provider-welcome', message: 'Welcome! Your Tier 1 provider account is ready.' },
  passwordGone: { id: 'account.notice.password-gone', message: 'The password is no longer stored on this device. Please enter it again.' },
  offlineUnavailable: { id: 'account.notice.offline-unavailable', message: "You're offline. Connect to the internet and try again." },
});
