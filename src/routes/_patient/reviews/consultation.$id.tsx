import { createFileRoute } from '@tanstack/react-router';
import { WriteReview } from '@/features/reviews/WriteReview';

export const Route = createFileRoute('/_patient/reviews/consultation/$id')({
  staticData: { title: 'Rate Your Doctor | Magani Health' },
  component: RateConsultation,
});

function RateConsultation() {
  return <WriteReview what={{ consultation: Route.useParams().id }} />;
}
