import { createFileRoute } from '@tanstack/react-router';
import { ReceivedReviews } from '@/features/reviews/ReceivedReviews';

export const Route = createFileRoute('/_doctor/doctor/reviews')({
  staticData: { title: 'My Reviews | Magani Health' },
  component: ReceivedReviews,
});
