import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/marketing/content/ContentPage';
import { partnerPage } from '@/features/marketing/content/services';

// The head stays literal and short: it rides in every page's first load.
export const Route = createFileRoute('/partner')({
  staticData: { title: 'Partner With Us | Magani Health' },
  component: () => <ContentPage data={partnerPage} />,
});
