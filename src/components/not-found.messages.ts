import { defineMessages } from '@/lib/i18n/i18n';

// The 404 page, shown at any address (core catalogue).
export const notFoundMessages = defineMessages({
  notFound: { id: 'common.not-found.text', message: 'Oops! Page not found' },
  returnHome: { id: 'common.not-found.home', message: 'Return to Home' },
});
