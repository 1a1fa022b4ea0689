import { formatNaira } from '@/lib/format';
import { minutesAgo, year } from '@/features/dashboards/sample-data/clock';
import type { DashboardOrder, Stat, StockItem } from '@/features/dashboards/sample-data/types';

export const pharmacyProfile = { name: 'HealthPlus Pharmacy', branch: 'Lekki Phase 1, Lagos' };

export const pharmacyStats: Stat[] = [
  { label: "Today's orders", value: '24', note: '6 more than yesterday' },
  { label: "Today's revenue", value: formatNaira(186500), note: 'Paid out weekly' },
  { label: 'Pending orders', value: '5', note: '2 with prescriptions' },
  { label: 'Low stock items', value: '4', note: '2 critical' },
];

export const pharmacyOrders: DashboardOrder[] = [
  { id: `ORD-${year}-0158`, customer: 'Chinedu Eze', medication: 'Amoxicillin 500mg', amount: 3200, status: 'Pending', time: minutesAgo(6) },
  { id: `ORD-${year}-0157`, customer: 'Fatima Bello', medication: 'Paracetamol 500mg', amount: 900, status: 'Processing', time: minutesAgo(22) },
  { id: `ORD-${year}-0155`, customer: 'Tolu Adeyemi', medication: 'Vitamin C 1000mg', amount: 2500, status: 'Ready', time: minutesAgo(41) },
  { id: `ORD-${year}-0152`, customer: 'Ibrahim Musa', medication: 'Metformin 500mg', amount: 4100, status: 'In Transit', time: minutesAgo(75) },
  { id: `ORD-${year}-0149`, customer: 'Ngozi Okeke', medication: 'Ciprofloxacin 500mg', amount: 5600, status: 'Delivered', time: minutesAgo(160) },
];

export const lowStock: StockItem[] = [
  { name: 'Amoxicillin 500mg capsules', current: 12, minimum: 50, severity: 'critical' },
  { name: 'Insulin glargine 100IU/ml', current: 3, minimum: 10, severity: 'critical' },
  { name: 'Salbutamol inhaler', current: 9, minimum: 15, severity: 'warning' },
  { name: 'ORS sachets', current: 40, minimum: 60, severity: 'warning' },
];
