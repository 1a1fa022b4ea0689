import { defineMessages } from '@/lib/i18n/i18n';

// "Remind me to refill" on a delivered order.
export const refill = defineMessages({
  title: { id: 'shop.refill.title', message: 'Refill reminder' },
  intro: { id: 'shop.refill.intro', message: 'Get a message before your medicines run out, with a link to order them again at today’s prices.' },
  saved: { id: 'shop.refill.saved', message: 'Reminder saved.' },
  every: { id: 'shop.refill.every', message: 'We will remind you every {days} days by {channel}, next on {date}. Cancel it in {settings}.' },
  settings: { id: 'shop.refill.settings', message: 'Settings' },
  sms: { id: 'shop.refill.channel.sms', message: 'SMS' },
  email: { id: 'shop.refill.channel.email', message: 'E-mail' },
  push: { id: 'shop.refill.channel.push', message: 'push notification' },
  pushOption: { id: 'shop.refill.channel.push-option', message: 'Push notification' },
  days: { id: 'shop.refill.days', message: 'Remind me every (days)' },
  daysHint: { id: 'shop.refill.days-hint', message: "From 1 to 180 days. 30 is about a month's supply." },
  daysRange: { id: 'shop.refill.days-range', message: 'Choose a number of days from 1 to 180' },
  sendBy: { id: 'shop.refill.send-by', message: 'Send it by' },
  notSaved: { id: 'shop.refill.not-saved', message: 'The reminder was not saved' },
  offline: { id: 'shop.refill.offline', message: 'The reminder was not saved: no connection. Try again when you are online.' },
  refused: { id: 'shop.refill.refused', message: 'The reminder was not saved: {reason}' },
  save: { id: 'shop.refill.save', message: 'Save reminder' },
  notNow: { id: 'shop.refill.not-now', message: 'Not now' },
  change: { id: 'shop.refill.change', message: 'Change reminder' },
  remind: { id: 'shop.refill.remind', message: 'Remind me to refill' },
});
