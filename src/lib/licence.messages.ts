import { defineMessages } from '@/lib/i18n/i18n';

// Beside a licence number field: at registration and when a provider corrects an application.
export const licenceMessages = defineMessages({
  empty: { id: 'common.licence.empty', message: 'Enter your {body} number' },
  format: { id: 'common.licence.format', message: 'Enter the {body} number as it is written on your licence, e.g. {example}' },
});
