import { createFileRoute } from '@tanstack/react-router';
import { ModerateReviews } from '@/features/reviews/ModerateReviews';

export const Route = createFileRoute('/_admin/admin/reviews')({
  staticData: { title: 'Reviews | Magani Health' },
  component: ModerateReviews,
});
