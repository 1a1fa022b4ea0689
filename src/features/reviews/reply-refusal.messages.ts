import { defineMessages } from '@/lib/i18n/i18n';

// The server's refusal of an answer from anyone but the reviewed pharmacy or doctor (hint
// "not_yours"), as the server words it in English: once in the pharmacy's area and once in the
// doctor's, for their reviews lists (/pharmacy/reviews, /doctor/reviews) to hand to ReceivedReviews.
export const replyRefusal = defineMessages({
  pharmacy: { id: 'pharmacy.reviews.not-yours', message: 'only the reviewed pharmacy or doctor can answer this review' },
  doctor: { id: 'doctor.reviews.not-yours', message: 'only the reviewed pharmacy or doctor can answer this review' },
});
