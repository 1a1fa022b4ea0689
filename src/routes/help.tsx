import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/marketing/content/ContentPage';
import { helpPage } from '@/features/marketing/content/support';

// The head stays literal: anything imported here would ride in every page's first load.
export const Route = createFileRoute('/help')({
  head: () => ({
    meta: [
      { title: 'Help Center | Magani Health' },
      { name: 'description', content: 'Help with ordering medicines, prescriptions, tracking deliveries, consultations and your Magani Health account.' },
    ],
  }),
  component: () => <ContentPage data={helpPage} />,
});
