import { createFileRoute } from '@tanstack/react-router';
import { ReceivedReviews } from '@/features/reviews/ReceivedReviews';

export const Route = createFileRoute('/_pharmacy/pharmacy/reviews')({
  staticData: { title: 'Pharmacy Reviews | Magani Health' },
  component: ReceivedReviews,
});
