import { defineMessages } from '@/lib/i18n/i18n';

// The provider dashboards' gate (ApplicationGate): every provider area shows it, so core.
export const shared = defineMessages({
  loadingAccount: { id: 'core.account.loading', message: 'Loading your account' },
  // Read after "We could not load" (common.load-failed).
  yourAccount: { id: 'core.account.yours', message: 'your account' },
});
