import type { Prescription } from '@/lib/prescriptions/api';
import type { StepMark } from '@/features/prescriptions/InfoCards';
import type { Message } from '@/lib/i18n/i18n';
import { rx } from '@/features/prescriptions/prescriptions.messages';

/** What each server state means to the patient. */
export const reviewText: Record<Prescription['status'], { label: Message; color: string; detail: Message }> = {
  submitted: { label: rx.sentLabel, color: 'magani', detail: rx.reviewSubmitted },
  approved: { label: rx.sentLabel, color: 'magani', detail: rx.reviewApproved },
  quoted: { label: rx.quoteReady, color: 'blue', detail: rx.quoteReadyDetail },
  refused: { label: rx.refused, color: 'red', detail: rx.refusedDetail },
  accepted: { label: rx.accepted, color: 'green', detail: rx.acceptedDetail },
  declined: { label: rx.declined, color: 'gray', detail: rx.declinedDetail },
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

