import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/NotFound';
import { WriteReview } from '@/features/reviews/WriteReview';

// One route for both kinds of review (/reviews/order/<id>, /reviews/consultation/<id>): each route
// adds its entry to the route map that every page loads.
export const Route = createFileRoute('/_patient/reviews/$kind/$id')({
  staticData: { title: 'Write a Review | Magani Health' },
  component: RateRoute,
});

function RateRoute() {
  const { kind, id } = Route.useParams();
  if (kind === 'order') return <WriteReview what={{ order: id }} />;
  if (kind === 'consultation') return <WriteReview what={{ consultation: id }} />;
  return <NotFound />;
}
