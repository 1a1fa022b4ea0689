import { defineMessages } from '@/lib/i18n/i18n';

// A patient's review of a delivered order's pharmacy or a completed consultation's doctor
// (/reviews/order/<id>, /reviews/consultation/<id>: orders area).
export const write = defineMessages({
  title: { id: 'orders.review.title', message: 'Write a review' },
  rate: { id: 'orders.review.rate', message: 'Rate {name}' },
  onlyPatientOrder: { id: 'orders.review.only-patient.order', message: 'Only the patient of this order can review it.' },
  onlyPatientConsultation: { id: 'orders.review.only-patient.consultation', message: 'Only the patient of this consultation can review it.' },
  // Read after "We could not load" (common.load-failed).
  thisReview: { id: 'orders.review.this-review', message: 'this review' },
  loading: { id: 'orders.review.loading', message: 'Loading…' },
  notDelivered: { id: 'orders.review.not-delivered', message: 'You can rate the pharmacy once this order is delivered.' },
  notCompleted: { id: 'orders.review.not-completed', message: 'You can rate the doctor once this consultation is completed.' },
  hiddenBy: { id: 'orders.review.hidden', message: 'An administrator hid this review ({reason}); it no longer counts.' },
  noReason: { id: 'orders.review.hidden.no-reason', message: 'no reason given' },
  locked: { id: 'orders.review.locked', message: 'Reviews can be changed for 7 days; this one was written on {date}.' },
  changeUntil: { id: 'orders.review.change-until', message: 'You can change your review until {date}.' },
  onePerOrder: { id: 'orders.review.one-per.order', message: 'One review per order; you can change it for 7 days.' },
  onePerConsultation: { id: 'orders.review.one-per.consultation', message: 'One review per consultation; you can change it for 7 days.' },
  // Followed by the patient's comment in quotes, or a full stop.
  gave: { id: 'orders.review.gave', message: 'You gave {rating} of 5 stars' },
  answerFrom: { id: 'orders.review.answer-from', message: 'Answer from {name}:' },
  backOrders: { id: 'orders.review.back.orders', message: 'Back to my orders' },
  backConsultations: { id: 'orders.review.back.consultations', message: 'Back to my consultations' },
  // The form.
  yourRating: { id: 'orders.review.form.rating', message: 'Your rating' },
  chooseStars: { id: 'orders.review.form.rating.missing', message: 'Choose from 1 to 5 stars.' },
  star1: { id: 'orders.review.form.star1', message: '1 star: Poor' },
  star2: { id: 'orders.review.form.star2', message: '2 stars: Fair' },
  star3: { id: 'orders.review.form.star3', message: '3 stars: Good' },
  star4: { id: 'orders.review.form.star4', message: '4 stars: Very good' },
  star5: { id: 'orders.review.form.star5', message: '5 stars: Excellent' },
  word1: { id: 'orders.review.form.word1', message: 'Poor' },
  word2: { id: 'orders.review.form.word2', message: 'Fair' },
  word3: { id: 'orders.review.form.word3', message: 'Good' },
  word4: { id: 'orders.review.form.word4', message: 'Very good' },
  word5: { id: 'orders.review.form.word5', message: 'Excellent' },
  comment: { id: 'orders.review.form.comment', message: 'Comment (optional)' },
  characters: { id: 'orders.review.form.characters', message: '{count} of {max} characters' },
  tooLong: { id: 'orders.review.form.too-long', message: 'Keep the comment to {max} characters.' },
  notSaved: { id: 'orders.review.form.not-saved', message: 'Your review could not be saved. Try again.' },
  saved: { id: 'orders.review.form.saved', message: 'Thank you. Your review is saved and counts in the rating.' },
  saveChanges: { id: 'orders.review.form.save-changes', message: 'Save changes' },
  send: { id: 'orders.review.form.send', message: 'Send review' },
});
