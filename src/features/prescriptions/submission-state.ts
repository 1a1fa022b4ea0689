import type { SubmissionState } from '@/lib/db';

/** What each outbox state means to the person who submitted. */
export const stateText: Record<SubmissionState, { label: string; color: string; detail: string }> = {
  waiting: {
    label: 'Waiting to upload',
    color: 'orange',
    detail: 'Saved on this phone, sent when you are back online. Nothing has reached the pharmacy yet.',
  },
  uploading: { label: 'Uploading', color: 'blue', detail: 'Sending your prescription to the pharmacy now.' },
  uploaded: {
    label: 'Sent to pharmacy',
    color: 'magani',
    detail: 'The pharmacy has your prescription. Expect a review within 5-10 minutes.',
  },
  failed: {
    label: 'Upload failed',
    color: 'red',
    detail: 'We could not send your prescription. It is kept on this device so you can try again.',
  },
  'waiting-for-sign-in': {
    label: 'Waiting for you to sign in',
    color: 'gray',
    detail: 'Sign in and it is sent to the pharmacy straight away.',
  },
};
