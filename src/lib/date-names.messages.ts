import { defineMessages } from '@/lib/i18n/i18n';

// The names inside formatted dates, for the other languages (src/lib/format.ts): each message is
// the whole list, comma-separated, so a date needs four short ids rather than 38. English never
// reads these (Intl writes its en-NG dates as they were); format.ts names them by id, so no page
// ships this text.
export const dateNames = defineMessages({
  months: { id: 'common.date.months', message: 'January,February,March,April,May,June,July,August,September,October,November,December' },
  monthsShort: { id: 'common.date.months-short', message: 'Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec' },
  weekdays: { id: 'common.date.weekdays', message: 'Sunday,Monday,Tuesday,Wednesday,Thursday,Friday,Saturday' },
  weekdaysShort: { id: 'common.date.weekdays-short', message: 'Sun,Mon,Tue,Wed,Thu,Fri,Sat' },
  // A calendar's column headings, where seven fit across a 320 px screen.
  weekdaysCalendar: { id: 'common.date.weekdays-calendar', message: 'Su,Mo,Tu,We,Th,Fr,Sa' },
  // After a consultation's date and time: "Thursday, 5 March 2026, 02:30 PM (Lagos time)".
  lagosTime: { id: 'common.date.lagos-time', message: 'Lagos time' },
});
