import { defineMessages } from '@/lib/i18n/i18n';

// The average delivery time among the welcome screen's figures.
export const figureMessages = defineMessages({
  minutes: { id: 'account.splash.minutes', message: '{minutes} min' },
  hours: { id: 'account.splash.hours', message: '{hours} hours' },
});
