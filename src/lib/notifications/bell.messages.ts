import { defineMessages } from '@/lib/i18n/i18n';

// The signed-in bell's list, on every page: in the shell's catalogue (core).
export const bellMessages = defineMessages({
  loading: { id: 'shell.bell.loading', message: 'Loading…' },
  empty: { id: 'shell.bell.empty', message: 'No notifications yet.' },
});
