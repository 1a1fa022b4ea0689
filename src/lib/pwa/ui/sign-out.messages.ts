import { defineMessages } from '@/lib/i18n/i18n';

// Asked before signing out while items wait in the outbox (the shell's sign-out, on any route).
export const signOutMessages = defineMessages({
  title: { id: 'shell.sign-out-dialog.title', message: 'Sign out and delete unsent items?' },
  close: { id: 'shell.sign-out-dialog.close', message: 'Close' },
  lead: { id: 'shell.sign-out-dialog.lead', message: '{count, plural, one {This item has not been sent yet. Signing out removes it from this device, so it will never be sent:} other {These # items have not been sent yet. Signing out removes them from this device, so they will never be sent:}}' },
  stay: { id: 'shell.sign-out-dialog.stay-text', message: '{count, plural, one {Stay signed in and reconnect to send it first.} other {Stay signed in and reconnect to send them first.}}' },
  staySignedIn: { id: 'shell.sign-out-dialog.stay', message: 'Stay signed in' },
  signOutAnyway: { id: 'shell.sign-out-dialog.sign-out', message: 'Sign out anyway' },
});
