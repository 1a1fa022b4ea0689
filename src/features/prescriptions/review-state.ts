import type { Prescription } from '@/lib/prescriptions/api';
import type { StepMark } from '@/features/prescriptions/InfoCards';

/** What each server state means to the patient. */
export const reviewText: Record<Prescription['status'], { label: string; color: string; detail: string }> = {
  submitted: { label: 'Sent to pharmacy', color: 'magani', detail: 'The pharmacist is reviewing your prescription.' },
  approved: { label: 'Sent to pharmacy', color: 'magani', detail: 'Your doctor\'s prescription is with the pharmacy for a quote.' },
  quoted: { label: 'Quote ready', color: 'blue', detail: 'The pharmacy sent a price quote. Accept it to place the order, or decline it.' },
  refused: { label: 'Refused', color: 'red', detail: 'The pharmacy cannot fill this prescription.' },
  accepted: { label: 'Order placed', color: 'green', detail: 'You accepted the quote; the pharmacy prepares your order.' },
  declined: { label: 'Quote declined', color: 'gray', detail: 'You declined the quote. You can upload your prescription to another pharmacy.' },
};

/** The "What Happens Next" steps (review, quote, fulfilment) marked with the real state. */
export function stepMarks(status: Prescription['status'] | undefined): StepMark[] {
  switch (status) {
    case 'submitted':
    case 'approved':
      return ['now'];
    case 'refused':
      return ['stopped'];
    case 'quoted':
      return ['done', 'now'];
    case 'declined':
      return ['done', 'stopped'];
    case 'accepted':
      return ['done', 'done', 'now'];
    default:
      return [];
  }
}

