import { formatCount } from '@/lib/format';
import { translate } from '@/lib/i18n/i18n';
import { ratings } from '@/lib/ratings.messages';

/** What a rating computed from reviews says: "4.3" and "3 reviews", or "New" when nobody has rated yet. */
export function ratingText(rating: number | null, reviews: number): { stars: string | null; count: string } {
  if (rating === null || reviews <= 0) return { stars: null, count: translate(ratings.new) };
  return { stars: rating.toFixed(1), count: translate(reviews === 1 ? ratings.reviewsOne : ratings.reviewsOther, { count: formatCount(reviews) }) };
}

/** One line for screen readers and plain text: "Rated 4.3 out of 5 from 3 reviews", or "New: no reviews yet". */
export function ratingLabel(rating: number | null, reviews: number): string {
  if (rating === null || reviews <= 0) return translate(ratings.newLabel);
  const values = { stars: rating.toFixed(1), count: formatCount(reviews) };
  return translate(reviews === 1 ? ratings.labelOne : ratings.labelOther, values);
}
