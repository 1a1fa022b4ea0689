import type { PharmacyOrder } from '@/features/pharmacy/orders/order-schema';

// Order times are placed relative to when the screen loads, so "Today" and "Last 7 days" always
// have something to show. Orders "earlier today" never slip into yesterday just after midnight.
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function earlierToday(minutes: number, now: number) {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  return new Date(Math.max(midnight.getTime(), now - minutes * MINUTE));
}
const daysAgo = (days: number, now: number) => new Date(now - days * DAY);

type Line = PharmacyOrder['medications'][number];
const total = (lines: Line[]) => lines.reduce((sum, l) => sum + l.quantity * l.price, 0);

type Draft = Omit<PharmacyOrder, 'totalAmount' | 'orderTime'> & { when: (now: number) => Date };

const year = new Date().getFullYear();

const drafts: Draft[] = [
  { id: `ORD-${year}-0158`, customer: 'Chinedu Eze', phone: '0803 412 7789', medications: [{ name: 'Amoxicillin 500mg', quantity: 2, price: 1600 }], status: 'pending', when: (n) => earlierToday(8, n), deliveryAddress: '12 Awolowo Rd, Ikoyi, Lagos', prescriptionUploaded: true },
  { id: `ORD-${year}-0157`, customer: 'Fatima Bello', phone: '0812 998 2301', medications: [{ name: 'Paracetamol 500mg', quantity: 2, price: 450 }, { name: 'Vitamin C 1000mg', quantity: 1, price: 2500 }], status: 'pending', when: (n) => earlierToday(26, n), deliveryAddress: '4 Ahmadu Bello Way, Kaduna', prescriptionUploaded: false },
  { id: `ORD-${year}-0156`, customer: 'Tolu Adeyemi', phone: '0706 553 1290', medications: [{ name: 'Metformin 500mg', quantity: 3, price: 1200 }], status: 'confirmed', when: (n) => earlierToday(55, n), deliveryAddress: '14 Admiralty Way, Lekki Phase 1, Lagos', prescriptionUploaded: true },
  { id: `ORD-${year}-0153`, customer: 'Ibrahim Musa', phone: '0909 120 4455', medications: [{ name: 'Salbutamol Inhaler', quantity: 1, price: 3800 }], status: 'preparing', when: (n) => daysAgo(2, n), deliveryAddress: '9 Aminu Kano Crescent, Wuse II, Abuja', prescriptionUploaded: true },
  { id: `ORD-${year}-0150`, customer: 'Ngozi Okeke', phone: '0805 776 3312', medications: [{ name: 'Ciprofloxacin 500mg', quantity: 1, price: 2800 }, { name: 'ORS Sachets', quantity: 4, price: 200 }], status: 'ready', when: (n) => daysAgo(4, n), deliveryAddress: '22 Bourdillon Rd, Ikoyi, Lagos', prescriptionUploaded: true },
  { id: `ORD-${year}-0141`, customer: 'Kemi Adebayo', phone: '0813 245 6678', medications: [{ name: 'Ibuprofen 400mg', quantity: 2, price: 650 }], status: 'completed', when: (n) => daysAgo(11, n), deliveryAddress: '3 Ring Rd, Ibadan', prescriptionUploaded: false },
  { id: `ORD-${year}-0137`, customer: 'Yusuf Garba', phone: '0802 334 9087', medications: [{ name: 'Artemether/Lumefantrine 80/480mg', quantity: 1, price: 4200 }], status: 'completed', when: (n) => daysAgo(16, n), deliveryAddress: '18 Zoo Rd, Kano', prescriptionUploaded: false },
  { id: `ORD-${year}-0131`, customer: 'Blessing Udo', phone: '0817 663 0021', medications: [{ name: 'Lisinopril 10mg', quantity: 2, price: 1850 }], status: 'cancelled', when: (n) => daysAgo(24, n), deliveryAddress: '7 Allen Ave, Ikeja, Lagos', prescriptionUploaded: true },
  { id: `ORD-${year}-0112`, customer: 'Segun Ojo', phone: '0703 221 8890', medications: [{ name: 'Omeprazole 20mg', quantity: 2, price: 1100 }], status: 'completed', when: (n) => daysAgo(45, n), deliveryAddress: '25 Bodija Rd, Ibadan', prescriptionUploaded: false },
];

export function sampleOrders(now = Date.now()): PharmacyOrder[] {
  return drafts.map(({ when, ...order }) => ({ ...order, orderTime: when(now), totalAmount: total(order.medications) }));
}
