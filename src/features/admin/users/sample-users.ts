import type { AdminUser } from '@/features/admin/users/user-schema';

// Last-active times are placed relative to when the screen loads, so "active today" always counts
// the same people; "earlier today" never slips into yesterday just after midnight.
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Row = [id: string, name: string, email: string, phone: string, role: AdminUser['role'], status: AdminUser['status'],
  location: AdminUser['location'], activity: number, joinedDaysAgo: number, lastActive: { minutes: number } | { days: number }];

const rows: Row[] = [
  ['USR-1001', 'Amaka Obi', 'amaka.obi@gmail.com', '0803 412 7789', 'patient', 'active', 'Lagos', 14, 410, { minutes: 12 }],
  ['USR-1002', 'Chinedu Eze', 'chinedu.eze@yahoo.com', '0812 998 2301', 'patient', 'active', 'Lagos', 6, 120, { minutes: 95 }],
  ['USR-1003', 'Fatima Bello', 'fatima.bello@gmail.com', '0706 553 1290', 'patient', 'verified', 'Kano', 3, 45, { days: 2 }],
  ['USR-1004', 'Tolu Adeyemi', 'tolu.adeyemi@outlook.com', '0909 120 4455', 'patient', 'inactive', 'Ibadan', 1, 300, { days: 64 }],
  ['USR-1005', 'Ibrahim Musa', 'ibrahim.musa@gmail.com', '0805 776 3312', 'patient', 'suspended', 'Abuja', 22, 520, { days: 9 }],
  ['USR-1006', 'Ngozi Okeke', 'ngozi.okeke@gmail.com', '0813 245 6678', 'patient', 'active', 'Abuja', 9, 210, { days: 1 }],
  ['USR-1007', 'Kemi Adebayo', 'kemi.adebayo@gmail.com', '0802 334 9087', 'patient', 'pending', 'Lagos', 0, 1, { minutes: 40 }],
  ['USR-2001', 'HealthPlus Pharmacy, Lekki', 'lekki@healthplus.ng', '0817 663 0021', 'pharmacy', 'active', 'Lagos', 1204, 730, { minutes: 5 }],
  ['USR-2002', 'MedPlus Pharmacy, Ikeja', 'ikeja@medplus.ng', '0703 221 8890', 'pharmacy', 'verified', 'Lagos', 876, 650, { minutes: 200 }],
  ['USR-2003', 'Greenleaf Pharmacy', 'hello@greenleafpharmacy.ng', '0809 554 1123', 'pharmacy', 'pending', 'Abuja', 0, 2, { days: 1 }],
  ['USR-2004', 'Alheri "Care" Pharmacy', 'alheri.care@gmail.com', '0806 118 4490', 'pharmacy', 'active', 'Kano', 312, 380, { minutes: 30 }],
  ['USR-2005', 'Bodija Chemists', 'info@bodijachemists.ng', '0814 902 7765', 'pharmacy', 'suspended', 'Ibadan', 95, 290, { days: 21 }],
  ['USR-3001', 'Dr. Adaeze Okafor', 'adaeze.okafor@magani.ng', '0810 443 2219', 'doctor', 'active', 'Lagos', 342, 500, { minutes: 18 }],
  ['USR-3002', 'Dr. Tunde Bakare', 'tunde.bakare@gmail.com', '0807 665 0983', 'doctor', 'verified', 'Ibadan', 128, 260, { days: 3 }],
  ['USR-3003', 'Dr. Halima Sani', 'halima.sani@gmail.com', '0803 777 1290', 'doctor', 'pending', 'Kano', 0, 4, { days: 2 }],
  ['USR-3004', "Dr. Obinna O'Neil Uche", 'obinna.uche@outlook.com', '0816 230 5541', 'doctor', 'inactive', 'Abuja', 41, 610, { days: 120 }],
  ['USR-4001', 'Emeka Nwosu', 'emeka.nwosu@gmail.com', '0902 114 6678', 'rider', 'active', 'Lagos', 312, 330, { minutes: 3 }],
  ['USR-4002', 'Samuel Etim', 'samuel.etim@gmail.com', '0701 889 2345', 'rider', 'pending', 'Lagos', 0, 1, { minutes: 150 }],
  ['USR-4003', 'Musa Abdullahi', 'musa.abdullahi@yahoo.com', '0908 332 1187', 'rider', 'active', 'Kano', 188, 240, { days: 1 }],
  ['USR-4004', 'Yusuf Garba', 'yusuf.garba@gmail.com', '0811 509 7734', 'rider', 'verified', 'Abuja', 57, 75, { minutes: 60 }],
];

function lastActiveAt(when: Row[9], now: number) {
  if ('days' in when) return new Date(now - when.days * DAY);
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  return new Date(Math.max(midnight.getTime(), now - when.minutes * MINUTE));
}

export function sampleUsers(now = Date.now()): AdminUser[] {
  return rows.map(([id, name, email, phone, role, status, location, activity, joinedDaysAgo, last]) => ({
    id,
    name,
    email,
    phone,
    role,
    status,
    location,
    activity,
    joinDate: new Date(now - joinedDaysAgo * DAY),
    lastActive: lastActiveAt(last, now),
  }));
}
