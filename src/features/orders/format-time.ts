// Orders happen in Nigeria: their times are shown in Lagos time whatever the device's zone.
import { lagosDateFormat } from '@/lib/format';

const time = lagosDateFormat({ hour: 'numeric', minute: '2-digit', hourCycle: 'h12' });
const dayTime = lagosDateFormat({ day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' });

export const formatOrderTime = (iso: string) => time.format(new Date(iso));
export const formatOrderDayTime = (iso: string) => dayTime.format(new Date(iso));
