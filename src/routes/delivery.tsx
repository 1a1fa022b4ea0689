import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/marketing/content/ContentPage';
import { deliveryPage } from '@/features/marketing/content/services';

// The head stays literal and short: it rides in every page's first load.
export const Route = createFileRoute('/delivery')({
  staticData: { title: 'Medicine Delivery | Magani Health' },
  component: () => <ContentPage data={deliveryPage} />,
});
