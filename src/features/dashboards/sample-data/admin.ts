import { formatNaira } from '@/lib/format';
import { minutesAgo } from '@/features/dashboards/sample-data/clock';
import type { Approval, Stat, SystemAlert } from '@/features/dashboards/sample-data/types';

export const adminStats: Stat[] = [
  { label: 'Total users', value: '12,847', note: '318 joined this week' },
  { label: 'Verified pharmacies', value: '1,248', note: '14 awaiting approval' },
  { label: 'Consultations today', value: '342', note: '96% completed' },
  { label: 'Revenue this month', value: formatNaira(48250000), note: 'Across all services' },
];

export const pendingApprovals: Approval[] = [
  { id: 'AP-501', type: 'pharmacy', name: 'Greenleaf Pharmacy', detail: 'Wuse II, Abuja', status: 'pending', priority: 'high', time: minutesAgo(35) },
  { id: 'AP-498', type: 'doctor', name: 'Dr. Halima Sani', detail: 'Pediatrics', status: 'in_review', priority: 'medium', time: minutesAgo(140) },
  { id: 'AP-495', type: 'rider', name: 'Samuel Etim', detail: 'Zone: Ikeja and Maryland', status: 'pending', priority: 'low', time: minutesAgo(300) },
  { id: 'AP-493', type: 'doctor', name: 'Dr. Obinna Uche', detail: 'Dermatology', status: 'pending', priority: 'medium', time: minutesAgo(420) },
];

export const systemAlerts: SystemAlert[] = [
  { id: 'AL-77', message: 'Payment gateway response times above 3 seconds', severity: 'critical', time: minutesAgo(12) },
  { id: 'AL-76', message: '23 pharmacies have items below minimum stock', severity: 'warning', time: minutesAgo(58) },
  { id: 'AL-75', message: 'Nightly backup completed', severity: 'info', time: minutesAgo(400) },
];
