import { formatCount } from '@/lib/format';
import type { UserRole, UserStatus } from '@/features/admin/users/user-schema';

type Tone = { label: string; color: string; text?: string };

// Light badges (text in shade 9); orange and teal shade 9 are below 4.5:1 on their tint, hence the
// darker text.
export const statusTones: Record<UserStatus, Tone> = {
  active: { label: 'Active', color: 'magani' },
  unconfirmed: { label: 'Unconfirmed', color: 'gray' },
  pending: { label: 'Pending', color: 'orange', text: '#8a3300' },
  rejected: { label: 'Rejected', color: 'gray' },
  suspended: { label: 'Suspended', color: 'red' },
};

export const roleTones: Record<UserRole, Tone> = {
  patient: { label: 'Patient', color: 'cyan' },
  pharmacy: { label: 'Pharmacy', color: 'grape' },
  doctor: { label: 'Doctor', color: 'indigo' },
  rider: { label: 'Rider', color: 'teal', text: '#05593f' },
  logistics: { label: 'Logistics', color: 'teal', text: '#05593f' },
  admin: { label: 'Admin', color: 'dark' },
};

// The counts admin_list_users returns, in the order they are shown, with their singular and plural.
const activityKinds: [key: string, one: string, many: string][] = [
  ['orders', 'order', 'orders'],
  ['consultations', 'consultation', 'consultations'],
  ['deliveries', 'delivery', 'deliveries'],
  ['orders_received', 'order received', 'orders received'],
];

/** "12 orders · 3 consultations": the non-zero counts; "None yet" when all are zero. */
export function activityLabel(activity: Record<string, number>) {
  const parts = activityKinds
    .filter(([key]) => (activity[key] ?? 0) > 0)
    .map(([key, one, many]) => `${formatCount(activity[key]!)} ${activity[key] === 1 ? one : many}`);
  return parts.join(' · ') || 'None yet';
}

export type StatusAction = {
  label: 'Suspend' | 'Reactivate';
  question: string;
  explanation: string;
  destructive: boolean;
  done: string;
};

/** Suspend anyone not suspended; reactivate the suspended. Approvals have their own screen. */
export function statusAction(status: UserStatus): StatusAction {
  return status === 'suspended'
    ? { label: 'Reactivate', question: 'Reactivate', explanation: 'They will be able to sign in and use Magani Health again.', destructive: false, done: 'reactivated' }
    : {
        label: 'Suspend',
        question: 'Suspend',
        explanation: 'They are signed out everywhere within a minute and cannot sign in, order or change anything until reactivated.',
        destructive: true,
        done: 'suspended',
      };
}
