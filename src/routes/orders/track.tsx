import { type SearchSchemaInput, createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { searchText } from '@/lib/search-params';
import { TrackScreen } from '@/features/orders/TrackScreen';

// ?id= holds what was searched (an order ID or a phone number), so a shared link opens the order.
const searchSchema = (search: { id?: string } & SearchSchemaInput) => ({ id: searchText(search.id, '', { max: 40, trim: true }) });

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
