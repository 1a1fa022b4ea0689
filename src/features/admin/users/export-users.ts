import { formatTime, lagosDay } from '@/lib/format';
import { toCsv } from '@/features/admin/csv';
import type { AdminUser } from '@/features/admin/users/user-schema';
import { activityLabel, roleTones, statusTones } from '@/features/admin/users/user-status';

// Spreadsheet-friendly dates (sortable and unambiguous in any locale), in Lagos time like the screens.
const isoDay = lagosDay;
const isoMinute = (d: Date) => `${lagosDay(d)} ${formatTime(d)}`;

export const userCsvHeader = ['ID', 'Name', 'Email', 'Phone', 'Role', 'Status', 'State', 'Activity', 'Joined', 'Last Sign-in'];

/** One page of rows as CSV lines; the header is written once, by the first page. */
export function usersToCsv(users: AdminUser[], withHeader: boolean): string {
  const rows = users.map((u) => [
    u.id,
    u.name,
    u.email,
    u.phone,
    roleTones[u.role].label,
    statusTones[u.status].label,
    u.state ?? '',
    activityLabel(u.activity),
    isoDay(u.joinDate),
    u.lastSignIn ? isoMinute(u.lastSignIn) : '',
  ]);
  const csv = toCsv(userCsvHeader, rows);
  return withHeader ? csv : csv.slice(csv.indexOf('\r\n') + 2);
}

export const exportFileName = (now = new Date()) => `magani-users-${isoDay(now)}.csv`;

/** Saves CSV parts as one file through the browser's download. */
export function downloadCsv(fileName: string, parts: string[]) {
  // The byte-order mark makes Excel read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', ...parts], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
