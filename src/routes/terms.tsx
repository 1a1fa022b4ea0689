import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/marketing/content/ContentPage';
import { termsPage } from '@/features/marketing/content/legal';

// The head stays literal: anything imported here would ride in every page's first load.
export const Route = createFileRoute('/terms')({
  head: () => ({
    meta: [
      { title: 'Terms of Service | Magani Health' },
      { name: 'description', content: 'The terms for buying medicines, uploading prescriptions, booking doctors and delivering orders with Magani Health.' },
    ],
  }),
  component: () => <ContentPage data={termsPage} />,
});
