import type { AdminUser, UserRole, UserStatus } from '@/features/admin/users/user-schema';

type Tone = { label: string; color: string; text?: string };

// Light badges (text in shade 9); orange and teal shade 9 are below 4.5:1 on their tint, hence the
// darker text.
export const statusTones: Record<UserStatus, Tone> = {
  active: { label: 'Active', color: 'magani' },
  verified: { label: 'Verified', color: 'blue' },
  pending: { label: 'Pending', color: 'orange', text: '#8a3300' },
  suspended: { label: 'Suspended', color: 'red' },
  inactive: { label: 'Inactive', color: 'gray' },
};

export const roleTones: Record<UserRole, Tone> = {
  patient: { label: 'Patient', color: 'cyan' },
  pharmacy: { label: 'Pharmacy', color: 'grape' },
  doctor: { label: 'Doctor', color: 'indigo' },
  rider: { label: 'Rider', color: 'teal', text: '#05593f' },
};

const activityNoun: Record<UserRole, [one: string, many: string]> = {
  patient: ['order', 'orders'],
  doctor: ['consultation', 'consultations'],
  pharmacy: ['order fulfilled', 'orders fulfilled'],
  rider: ['delivery', 'deliveries'],
};

const count = new Intl.NumberFormat('en-NG');

/** "12 orders", "1 consultation", "1,204 orders fulfilled", "342 deliveries". */
export function activityLabel(user: Pick<AdminUser, 'role' | 'activity'>) {
  const [one, many] = activityNoun[user.role];
  return `${count.format(user.activity)} ${user.activity === 1 ? one : many}`;
}

export type StatusAction = {
  label: string;
  to: UserStatus;
  question: string;
  explanation: string;
  destructive: boolean;
  done: string;
};

/** The one action each status offers: suspend the active, reactivate the suspended, move the rest on. */
export function statusAction(status: UserStatus): StatusAction {
  switch (status) {
    case 'active':
      return { label: 'Suspend', to: 'suspended', question: 'Suspend', explanation: 'They will not be able to sign in or place orders until reactivated.', destructive: true, done: 'suspended' };
    case 'suspended':
      return { label: 'Reactivate', to: 'active', question: 'Reactivate', explanation: 'They will be able to sign in and use Magani Health again.', destructive: false, done: 'reactivated' };
    case 'pending':
      return { label: 'Verify', to: 'verified', question: 'Verify', explanation: 'Confirm their licence and documents have been checked.', destructive: false, done: 'verified' };
    default:
      return { label: 'Activate', to: 'active', question: 'Activate', explanation: 'Their account will be marked active.', destructive: false, done: 'activated' };
  }
}
