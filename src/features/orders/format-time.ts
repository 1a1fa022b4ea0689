// Orders happen in Nigeria: their times are shown in Lagos time whatever the device's zone.
const time = new Intl.DateTimeFormat('en-NG', {
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
  timeZone: 'Africa/Lagos',
});
const dayTime = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
  timeZone: 'Africa/Lagos',
});

export const formatOrderTime = (iso: string) => time.format(new Date(iso));
export const formatOrderDayTime = (iso: string) => dayTime.format(new Date(iso));
