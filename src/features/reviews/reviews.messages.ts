import { defineMessages } from '@/lib/i18n/i18n';

// A review as its readers see it, and the reviews a pharmacy or doctor received (/pharmacy/reviews,
// /doctor/reviews) and the admin's moderation: shown in several areas, so in common.
export const reviews = defineMessages({
  stars: { id: 'common.rating.stars', message: '{rating} of 5 stars' },
  aPatient: { id: 'common.rating.a-patient', message: 'A patient' },
  about: { id: 'common.rating.about', message: 'about {subject}' },
  hidden: { id: 'common.rating.hidden', message: 'Hidden' },
  noComment: { id: 'common.rating.no-comment', message: 'No comment.' },
  hiddenBy: { id: 'common.rating.hidden-by', message: 'Hidden by an administrator:' },
  answerLabel: { id: 'common.rating.answer-label', message: 'Answer:' },
  title: { id: 'common.reviews.title', message: 'Reviews' },
  rated: { id: 'common.reviews.rated', message: 'Rated {stars} out of 5 from {reviews, plural, one {{count} review} other {{count} reviews}}' },
  new: { id: 'common.reviews.new', message: 'New: no reviews yet' },
  // Read after "We could not load" (common.load-failed).
  yourReviews: { id: 'common.reviews.yours', message: 'your reviews' },
  loading: { id: 'common.reviews.loading', message: 'Loading your reviews…' },
  none: { id: 'common.reviews.none', message: 'No reviews yet. Patients can rate you after a delivered order or a completed consultation.' },
  list: { id: 'common.reviews.list', message: 'Reviews of you' },
  change: { id: 'common.reviews.change', message: 'Change your answer' },
  answer: { id: 'common.reviews.answer', message: 'Answer' },
  length: { id: 'common.reviews.length', message: 'Write an answer of 1 to {max} characters.' },
  notSaved: { id: 'common.reviews.not-saved', message: 'Your answer could not be saved. Try again.' },
  yourAnswer: { id: 'common.reviews.your-answer', message: 'Your answer (shown with the review)' },
  save: { id: 'common.reviews.save', message: 'Save answer' },
});
