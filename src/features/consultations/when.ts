/** "Tuesday, 25 November 2026, 09:30 AM (Lagos time)" for a stored start time. */
export function lagosDateTime(iso: string): string {
  const date = new Date(iso).toLocaleDateString('en-GB', {
    timeZone: 'Africa/Lagos', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric',
  });
  const time = new Date(iso).toLocaleTimeString('en-US', { timeZone: 'Africa/Lagos', hour: '2-digit', minute: '2-digit' });
  return `${date}, ${time} (Lagos time)`;
}

export const statusLabels: Record<string, string> = { booked: 'Booked', completed: 'Completed', cancelled: 'Cancelled' };
