import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/marketing/content/ContentPage';
import { partnerPage } from '@/features/marketing/content/services';

// The head stays literal: anything imported here would ride in every page's first load.
export const Route = createFileRoute('/partner')({
  head: () => ({
    meta: [
      { title: 'Partner With Us | Magani Health' },
      { name: 'description', content: 'Partner with Magani Health as a pharmacy, doctor, rider, logistics company, supplier, HMO or NGO.' },
    ],
  }),
  component: () => <ContentPage data={partnerPage} />,
});
