import { formatCount } from '@/lib/format';

/** What a rating computed from reviews says: "4.3" and "3 reviews", or "New" when nobody has rated yet. */
export function ratingText(rating: number | null, reviews: number): { stars: string | null; count: string } {
  if (rating === null || reviews <= 0) return { stars: null, count: 'New' };
  return { stars: rating.toFixed(1), count: `${formatCount(reviews)} ${reviews === 1 ? 'review' : 'reviews'}` };
}

/** One line for screen readers and plain text: "Rated 4.3 out of 5 from 3 reviews", or "New: no reviews yet". */
export function ratingLabel(rating: number | null, reviews: number): string {
  const t = ratingText(rating, reviews);
  return t.stars === null ? 'New: no reviews yet' : `Rated ${t.stars} out of 5 from ${t.count}`;
}
