import type { SubmissionState } from '@/lib/db';
import type { Message } from '@/lib/i18n/i18n';
import { rx } from '@/features/prescriptions/prescriptions.messages';

/** What each outbox state means to the person who submitted. */
export const stateText: Record<SubmissionState, { label: Message; color: string; detail: Message }> = {
  waiting: { label: rx.waitingLabel, color: 'orange', detail: rx.waitingDetail },
  uploading: { label: rx.uploadingLabel, color: 'blue', detail: rx.uploadingDetail },
  uploaded: { label: rx.sentLabel, color: 'magani', detail: rx.sentDetail },
  failed: { label: rx.failedLabel, color: 'red', detail: rx.failedDetail },
  'waiting-for-sign-in': { label: rx.signInLabel, color: 'gray', detail: rx.signInDetail },
};
