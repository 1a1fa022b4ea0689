import { translate, type Message } from '@/lib/i18n/i18n';
import { timeAgoMessages as m } from '@/lib/time-ago.messages';

type When = Date | string | number;

/**
 * "15 minutes ago", "3 hours ago", "yesterday", "6 days ago"; "just now" under a minute; "in 2
 * hours" ahead. Words from the catalogues in every language (the English is Intl's for en-NG, and
 * no Intl formatter is built for it).
 */
export function formatTimeAgo(d: When, now: When = Date.now()): string {
  const minutes = Math.round((new Date(d).getTime() - new Date(now).getTime()) / 60_000);
  if (Math.abs(minutes) < 1) return translate(m.justNow);
  const say = (past: Message, ahead: Message, count: number) => translate(count < 0 ? past : ahead, { count: Math.abs(count) });
  if (Math.abs(minutes) < 60) return say(m.minutesAgo, m.inMinutes, minutes);
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return say(m.hoursAgo, m.inHours, hours);
  const days = Math.round(hours / 24);
  if (days === -1) return translate(m.yesterday);
  if (days === 1) return translate(m.tomorrow);
  return say(m.daysAgo, m.inDays, days);
}
