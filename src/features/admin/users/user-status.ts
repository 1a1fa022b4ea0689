import { formatCount } from '@/lib/format';
import type { UserRole, UserStatus } from '@/features/admin/users/user-schema';
import { translate, type Message } from '@/lib/i18n/i18n';
import { users } from '@/features/admin/users/users.messages';

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

/** "12 orders · 3 consultations": the non-zero counts; "None yet" when all are zero (English, for the CSV). */
export function activityLabel(activity: Record<string, number>) {
  const parts = activityKinds
    .filter(([key]) => (activity[key] ?? 0) > 0)
    .map(([key, one, many]) => `${formatCount(activity[key]!)} ${activity[key] === 1 ? one : many}`);
  return parts.join(' · ') || 'None yet';
}

export type StatusAction = {
  /** Suspending (else reactivating). */
  suspend: boolean;
  label: Message;
  /** "Suspend {name}": the button's name. */
  labelFor: Message;
  question: Message;
  explanation: Message;
  destructive: boolean;
  doneTitle: Message;
  doneText: Message;
};

/** Suspend anyone not suspended; reactivate the suspended. Approvals have their own screen. */
export function statusAction(status: UserStatus): StatusAction {
  return status === 'suspended'
    ? {
        suspend: false,
        label: users.reactivate,
        labelFor: users.reactivateName,
        question: users.reactivateQuestion,
        explanation: users.reactivateExplanation,
        destructive: false,
        doneTitle: users.userReactivated,
        doneText: users.reactivatedText,
      }
    : {
        suspend: true,
        label: users.suspend,
        labelFor: users.suspendName,
        question: users.suspendQuestion,
        explanation: users.suspendExplanation,
        destructive: true,
        doneTitle: users.userSuspended,
        doneText: users.suspendedText,
      };
}

// The screen's names for roles and statuses (the CSV keeps the English labels above).
export const roleNames: Record<UserRole, Message> = {
  patient: users.patient,
  pharmacy: users.pharmacy,
  doctor: users.doctor,
  rider: users.rider,
  logistics: users.logistics,
  admin: users.admin,
};
export const statusNames: Record<UserStatus, Message> = {
  active: users.active,
  unconfirmed: users.unconfirmed,
  pending: users.pending,
  rejected: users.rejected,
  suspended: users.suspended,
};

const activityMessages: [key: string, message: Message][] = [
  ['orders', users.orders],
  ['consultations', users.consultations],
  ['deliveries', users.deliveries],
  ['orders_received', users.ordersReceived],
];

/** activityLabel in the current language, for the screen (plurals: Lingui must be in). */
export function activityText(activity: Record<string, number>) {
  const parts = activityMessages
    .filter(([key]) => (activity[key] ?? 0) > 0)
    .map(([key, message]) => translate(message, { count: activity[key]!, n: formatCount(activity[key]!) }));
  return parts.join(' · ') || translate(users.noneYet);
}
