import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/marketing/content/ContentPage';
import { deliveryPage } from '@/features/marketing/content/services';

// The head stays literal: anything imported here would ride in every page's first load.
export const Route = createFileRoute('/delivery')({
  head: () => ({
    meta: [
      { title: 'Medicine Delivery | Magani Health' },
      { name: 'description', content: 'Medicines from licensed pharmacies delivered to your door by verified riders, with live tracking.' },
    ],
  }),
  component: () => <ContentPage data={deliveryPage} />,
});
