// Relative times and clock times for the dashboards, in Nigerian English and Lagos time.
import { lagosDateFormat } from '@/lib/format';

const relative = new Intl.RelativeTimeFormat('en-NG', { numeric: 'auto' });
const clock = lagosDateFormat({ hour: 'numeric', minute: '2-digit' });
const dayAndClock = lagosDateFormat({ weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/** "15 minutes ago", "3 hours ago", "yesterday", "6 days ago". */
export function formatTimeAgo(date: Date, now = Date.now()) {
  const minutes = Math.round((date.getTime() - now) / 60_000);
  if (Math.abs(minutes) < 1) return 'just now';
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

/** "09:30" */
export const formatClock = (date: Date) => clock.format(date);
/** "Tue, 5 May, 10:30" */
export const formatDayAndClock = (date: Date) => dayAndClock.format(date);
