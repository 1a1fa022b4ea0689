import { defineMessages } from '@/lib/i18n/i18n';

// How long ago something happened (src/lib/time-ago.ts). English is what Intl's relative times
// wrote for en-NG, word for word (time-ago.test.ts compares them).
export const timeAgoMessages = defineMessages({
  justNow: { id: 'common.time-ago.just-now', message: 'just now' },
  minutesAgo: { id: 'common.time-ago.minutes-ago', message: '{count, plural, one {# minute ago} other {# minutes ago}}' },
  hoursAgo: { id: 'common.time-ago.hours-ago', message: '{count, plural, one {# hour ago} other {# hours ago}}' },
  yesterday: { id: 'common.time-ago.yesterday', message: 'yesterday' },
  daysAgo: { id: 'common.time-ago.days-ago', message: '{count, plural, one {# day ago} other {# days ago}}' },
  inMinutes: { id: 'common.time-ago.in-minutes', message: '{count, plural, one {in # minute} other {in # minutes}}' },
  inHours: { id: 'common.time-ago.in-hours', message: '{count, plural, one {in # hour} other {in # hours}}' },
  tomorrow: { id: 'common.time-ago.tomorrow', message: 'tomorrow' },
  inDays: { id: 'common.time-ago.in-days', message: '{count, plural, one {in # day} other {in # days}}' },
});
