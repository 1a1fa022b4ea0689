// Calls to the review functions in the database. Who may review, answer or hide, and for how long
// a review can be changed, is decided there; these only carry the request.
import { rpc } from '@/lib/orders/api';

export { OrderError as ReviewError } from '@/lib/orders/api';

export interface Review {
  id: string;
  order_id: string | null;
  consultation_id: string | null;
  subject_name: string;
  rating: number;
  comment: string;
  reply: string | null;
  replied_at: string | null;
  hidden_at: string | null;
  hidden_reason: string | null;
  created_at: string;
  updated_at: string;
  editable_until: string;
  patient_name: string | null;
}

export interface ReviewTarget {
  kind: 'pharmacy' | 'doctor';
  subject_name: string;
  /** The order is delivered / the consultation completed. */
  ready: boolean;
  review: Review | null;
}

export type Reviewed = { order: string } | { consultation: string };

const ids = (what: Reviewed) => ({
  p_order: 'order' in what ? what.order : null,
  p_consultation: 'consultation' in what ? what.consultation : null,
});

export const fetchReviewTarget = (what: Reviewed) => rpc<ReviewTarget>('review_target', ids(what));

export const submitReview = (what: Reviewed, rating: number, comment: string) =>
  rpc<Review>('submit_review', { ...ids(what), p_rating: rating, p_comment: comment });

/** The caller's reviews: received (pharmacy, doctor), written (patient) or all (admin). */
export const listReviews = (hiddenOnly = false) => rpc<Review[]>('list_reviews', { p_hidden_only: hiddenOnly });

export const replyToReview = (id: string, reply: string) => rpc<Review>('reply_to_review', { p_review: id, p_reply: reply });

/** An administrator hides a review with a reason, or shows it again with none. */
export const hideReview = (id: string, reason: string | null) => rpc<Review>('hide_review', { p_review: id, p_reason: reason });

export const COMMENT_MAX = 500;
