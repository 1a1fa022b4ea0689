import { defineMessages } from '@/lib/i18n/i18n';

// How a rating reads (doctors', pharmacies' and offers' cards, the reviews screens): core. One
// message per number form, chosen in code, so no screen needs the plural runtime for it.
export const ratings = defineMessages({
  new: { id: 'core.rating.new', message: 'New' },
  newLabel: { id: 'core.rating.new.label', message: 'New: no reviews yet' },
  reviewsOne: { id: 'core.rating.reviews.one', message: '{count} review' },
  reviewsOther: { id: 'core.rating.reviews.other', message: '{count} reviews' },
  labelOne: { id: 'core.rating.label.one', message: 'Rated {stars} out of 5 from {count} review' },
  labelOther: { id: 'core.rating.label.other', message: 'Rated {stars} out of 5 from {count} reviews' },
});
