import { defineMessages } from '@/lib/i18n/i18n';

// The connection and update notices, the pending count and the header's bell: loaded after the
// page, with them.
export const notices = defineMessages({
  notifications: { id: 'shell.notifications', message: 'Notifications' },
  notificationsUnread: { id: 'shell.notifications-unread', message: 'Notifications: {unread} unread' },
  close: { id: 'shell.close', message: 'Close' },
  guestSignIn: { id: 'shell.guest-sign-in', message: 'Sign in' },
  guestNote: { id: 'shell.guest-note', message: 'to see your notifications.' },
  offline: { id: 'shell.offline', message: "You're offline. Anything you send is saved and goes out when you're back online." },
  queuedWaiting: {
    id: 'shell.queued-waiting',
    message: '{count, plural, one {# queued item waiting} other {# queued items waiting}}',
  },
  backOnline: { id: 'shell.back-online', message: 'Back online' },
  backOnlineSending: {
    id: 'shell.back-online-sending',
    message: '{count, plural, one {Back online — sending # queued item} other {Back online — sending # queued items}}',
  },
  pending: {
    id: 'shell.pending',
    message: '{count, plural, one {Pending: # item waiting to be sent} other {Pending: # items waiting to be sent}}',
  },
  pendingAttention: {
    id: 'shell.pending-attention',
    message: '{count, plural, one {Pending: # item waiting to be sent, some need you} other {Pending: # items waiting to be sent, some need you}}',
  },
  appUpdate: { id: 'shell.app-update', message: 'App update' },
  newVersion: { id: 'shell.new-version', message: 'A new version is available' },
  later: { id: 'shell.later', message: 'Later' },
  reload: { id: 'shell.reload', message: 'Reload' },
});
