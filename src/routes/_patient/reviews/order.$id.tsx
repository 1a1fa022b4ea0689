import { createFileRoute } from '@tanstack/react-router';
import { WriteReview } from '@/features/reviews/WriteReview';

export const Route = createFileRoute('/_patient/reviews/order/$id')({
  staticData: { title: 'Rate Your Pharmacy | Magani Health' },
  component: RateOrder,
});

function RateOrder() {
  return <WriteReview what={{ order: Route.useParams().id }} />;
}
