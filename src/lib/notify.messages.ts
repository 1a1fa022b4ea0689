import { defineMessages } from '@/lib/i18n/i18n';

// The close button of a notice, which any page may show: in the shell's catalogue (core).
export const noticeMessages = defineMessages({
  dismiss: { id: 'shell.dismiss-notice', message: 'Dismiss notice' },
});
