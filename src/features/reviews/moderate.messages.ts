import { defineMessages } from '@/lib/i18n/i18n';

// The admin's review moderation (/admin/reviews: admin area). Its heading and list name are the
// shared "Reviews" (common.reviews.title).
export const moderate = defineMessages({
  lead: { id: 'admin.reviews.lead', message: 'The newest 200. A hidden review no longer counts in any rating.' },
  hiddenOnly: { id: 'admin.reviews.hidden-only', message: 'Only hidden reviews' },
  // Read after "We could not load" (common.load-failed).
  theReviews: { id: 'admin.reviews.the-reviews', message: 'the reviews' },
  loading: { id: 'admin.reviews.loading', message: 'Loading reviews…' },
  noneHidden: { id: 'admin.reviews.none-hidden', message: 'No reviews hidden.' },
  none: { id: 'admin.reviews.none', message: 'No reviews yet.' },
  reason: { id: 'admin.reviews.reason', message: 'Reason for hiding' },
  reasonMissing: { id: 'admin.reviews.reason.missing', message: 'Give the reason (3 to 300 characters); the patient sees it.' },
  failed: { id: 'admin.reviews.failed', message: 'That did not work. Try again.' },
  hide: { id: 'admin.reviews.hide', message: 'Hide review' },
  show: { id: 'admin.reviews.show', message: 'Show again' },
  // The server's refusal when the review no longer exists (hint "gone"), as the server words it.
  gone: { id: 'admin.reviews.gone', message: 'no such review' },
});
