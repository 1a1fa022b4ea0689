import type {
  Approval,
  ConsultationStatus,
  DeliveryStatus,
  OrderStatus,
  PrescriptionStatus,
  Priority,
  Severity,
} from '@/features/dashboard/sample-data/types';

/**
 * How a status reads on a badge. Badges use Mantine's light variant (text in shade 9). Orange and
 * yellow shade 9 fall below 4.5:1 on their own tint, so warning tones set a darker text colour.
 */
export type Tone = { label: string; color: string; text?: string };

const warm = { color: 'orange', text: '#8a3300' } as const;

export const orderTones: Record<OrderStatus, Tone> = {
  Pending: { label: 'Pending', ...warm },
  Processing: { label: 'Processing', color: 'blue' },
  Ready: { label: 'Ready', color: 'cyan' },
  'In Transit': { label: 'In Transit', color: 'indigo' },
  Delivered: { label: 'Delivered', color: 'magani' },
};

export const consultationTones: Record<ConsultationStatus, Tone> = {
  confirmed: { label: 'Confirmed', color: 'magani' },
  pending: { label: 'Pending', ...warm },
};

export const deliveryTones: Record<DeliveryStatus, Tone> = {
  picked_up: { label: 'Picked Up', color: 'blue' },
  in_transit: { label: 'In Transit', color: 'indigo' },
  delivered: { label: 'Delivered', color: 'magani' },
};

export const prescriptionTones: Record<PrescriptionStatus, Tone> = {
  Filled: { label: 'Filled', color: 'magani' },
  Pending: { label: 'Pending', ...warm },
};

export const priorityTones: Record<Priority, Tone> = {
  high: { label: 'High priority', color: 'red' },
  medium: { label: 'Medium priority', ...warm },
  low: { label: 'Low priority', color: 'gray' },
};

export const severityTones: Record<Severity, Tone> = {
  critical: { label: 'Critical', color: 'red' },
  warning: { label: 'Warning', ...warm },
  info: { label: 'Info', color: 'blue' },
};

export const approvalTones: Record<Approval['status'], Tone> = {
  pending: { label: 'Pending', ...warm },
  in_review: { label: 'In Review', color: 'blue' },
};
