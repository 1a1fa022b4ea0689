import { defineMessages } from '@/lib/i18n/i18n';

// The offer to turn on notifications (after an order or a booking): core, as the patient's order
// and consultation screens both show it. `{what}` is a phrase the screen translates ("your consultation").
export const push = defineMessages({
  title: { id: 'core.push.title', message: 'Get updates on this device' },
  on: { id: 'core.push.on', message: 'Notifications are on for this device. Change what you get in Account Settings.' },
  blocked: { id: 'core.push.blocked', message: 'Notifications are blocked for this site. Allow them in your browser settings to get updates.' },
  offer: {
    id: 'core.push.offer',
    message: 'We can tell you when {what} changes, even when the app is closed. Between 21:00 and 07:00 only delivery and consultation updates come through.',
  },
  failed: { id: 'core.push.failed', message: 'We could not turn on notifications. Please try again.' },
  turnOn: { id: 'core.push.turn-on', message: 'Turn on notifications' },
  notNow: { id: 'core.push.not-now', message: 'Not now' },
});
