import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { TrackScreen } from '@/features/orders/TrackScreen';

// ?id= holds what was searched (an order ID or a phone number), so a shared link opens the order.
const searchSchema = v.object({
  id: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), v.trim(), v.maxLength(40)), ''),
    '',
  ),
});

export const Route = createFileRoute('/orders/track')({
  staticData: { title: 'Track Your Order | Magani Health' },
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ id: '' })] },
  component: TrackOrder,
});

function TrackOrder() {
  const { id } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <TrackScreen query={id} onSearch={(query) => void navigate({ search: { id: query } })} />;
}
