import { defineMessages } from '@/lib/i18n/i18n';

// A review as its readers see it, and the reviews a pharmacy or doctor received (/pharmacy/reviews,
// /doctor/reviews): shown in several areas, so in core.
export const reviews = defineMessages({
  stars: { id: 'core.review.stars', message: '{rating} of 5 stars' },
  aPatient: { id: 'core.review.a-patient', message: 'A patient' },
  about: { id: 'core.review.about', message: 'about {subject}' },
  hidden: { id: 'core.review.hidden', message: 'Hidden' },
  noComment: { id: 'core.review.no-comment', message: 'No comment.' },
  hiddenBy: { id: 'core.review.hidden-by', message: 'Hidden by an administrator:' },
  answerLabel: { id: 'core.review.answer-label', message: 'Answer:' },
  title: { id: 'core.reviews.title', message: 'Reviews' },
  rated: { id: 'core.reviews.rated', message: 'Rated {stars} out of 5 from {reviews, plural, one {{count} review} other {{count} reviews}}' },
  new: { id: 'core.reviews.new', message: 'New: no reviews yet' },
  // Read after "We could not load" (common.load-failed).
  yourReviews: { id: 'core.reviews.yours', message: 'your reviews' },
  loading: { id: 'core.reviews.loading', message: 'Loading your reviews…' },
  none: { id: 'core.reviews.none', message: 'No reviews yet. Patients can rate you after a delivered order or a completed consultation.' },
  list: { id: 'core.reviews.list', message: 'Reviews of you' },
  change: { id: 'core.reviews.change', message: 'Change your answer' },
  answer: { id: 'core.reviews.answer', message: 'Answer' },
  length: { id: 'core.reviews.length', message: 'Write an answer of 1 to {max} characters.' },
  notSaved: { id: 'core.reviews.not-saved', message: 'Your answer could not be saved. Try again.' },
  yourAnswer: { id: 'core.reviews.your-answer', message: 'Your answer (shown with the review)' },
  save: { id: 'core.reviews.save', message: 'Save answer' },
});
