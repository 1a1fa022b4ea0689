import { formatNaira } from '@/lib/format';
import type { Delivery, Pickup, Stat } from '@/features/dashboards/sample-data/types';

export const riderProfile = { name: 'Emeka Nwosu', vehicle: 'Motorcycle, LAG 234 XY', zone: 'Lekki to Victoria Island' };

export const riderStats: Stat[] = [
  { label: "Today's deliveries", value: '7', note: '2 in progress' },
  { label: "Today's earnings", value: formatNaira(12400), note: 'Paid every Friday' },
  { label: 'Distance today', value: '38 km', note: 'About 2 hours riding' },
  { label: 'Rating', value: '4.9', note: 'From 312 deliveries' },
];

export const riderDeliveries: Delivery[] = [
  {
    id: 'DLV-8812',
    customer: 'Tolu Adeyemi',
    address: '14 Admiralty Way, Lekki Phase 1',
    medication: 'Vitamin C 1000mg',
    pharmacy: 'HealthPlus Pharmacy',
    status: 'in_transit',
    estimatedMinutes: 12,
    distanceKm: 2.3,
    amount: 1500,
  },
  {
    id: 'DLV-8815',
    customer: 'Ibrahim Musa',
    address: '3 Ajose Adeogun St, Victoria Island',
    medication: 'Metformin 500mg',
    pharmacy: 'MedPlus Pharmacy',
    status: 'picked_up',
    estimatedMinutes: 28,
    distanceKm: 6.8,
    amount: 2000,
  },
  {
    id: 'DLV-8807',
    customer: 'Ngozi Okeke',
    address: '22 Bourdillon Rd, Ikoyi',
    medication: 'Ciprofloxacin 500mg',
    pharmacy: 'HealthPlus Pharmacy',
    status: 'delivered',
    estimatedMinutes: 0,
    distanceKm: 5.1,
    amount: 1800,
  },
];

export const riderPickups: Pickup[] = [
  { id: 'PK-3301', pharmacy: 'Alpha Pharmacy', address: '7 Lekki-Epe Expressway, Jakande', items: 3, distanceKm: 1.2, fee: 1500, readyInMinutes: 5 },
  { id: 'PK-3304', pharmacy: 'Medville Pharmacy', address: '45 Ozumba Mbadiwe Ave, Victoria Island', items: 1, distanceKm: 3.9, fee: 1200, readyInMinutes: 15 },
];

export const riderEarningsNote = `Next payout on Friday: ${formatNaira(58600)}`;
