import { setupI18n } from '@lingui/core';
import { attachRuntime } from '@/lib/i18n/state';

/**
 * Lingui itself: plurals and selects, and every message of a language other than English. Loaded
 * with another language's catalogue, and imported by the screens that show a plural.
 */
export const lingui = setupI18n({ locale: 'en', messages: { en: {}, pseudo: {} } });
attachRuntime(lingui);
