import { defineMessages } from '@/lib/i18n/i18n';

// The offer to turn on notifications after an order or a booking (patient screens).
export const pushOfferMessages = defineMessages({
  title: { id: 'patient.push-offer.title', message: 'Get updates on this device' },
  on: { id: 'patient.push-offer.on', message: 'Notifications are on for this device. Change what you get in Account Settings.' },
  blocked: { id: 'patient.push-offer.blocked', message: 'Notifications are blocked for this site. Allow them in your browser settings to get updates.' },
  text: { id: 'patient.push-offer.text', message: 'We can tell you when {what} changes, even when the app is closed. Between 21:00 and 07:00 only delivery and consultation updates come through.' },
  failed: { id: 'patient.push-offer.failed', message: 'We could not turn on notifications. Please try again.' },
  turnOn: { id: 'patient.push-offer.turn-on', message: 'Turn on notifications' },
  notNow: { id: 'patient.push-offer.not-now', message: 'Not now' },
});
