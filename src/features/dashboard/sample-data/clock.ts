// Sample times are placed relative to the moment the app loads so that "15 minutes ago" and
// "today at 09:30" stay true whenever the dashboards are opened.
const MINUTE = 60_000;

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE);
export const daysAgo = (days: number) => minutesAgo(days * 24 * 60);

export function todayAt(hours: number, minutes = 0) {
  const d = new Date();
  d.setHours(hours, minutes, 0, 0);
  return d;
}

export function inDays(days: number, hours: number, minutes = 0) {
  const d = todayAt(hours, minutes);
  d.setDate(d.getDate() + days);
  return d;
}

export const year = new Date().getFullYear();
