import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/marketing/content/ContentPage';
import { termsPage } from '@/features/marketing/content/legal';

// The head stays literal and short: it rides in every page's first load.
export const Route = createFileRoute('/terms')({
  staticData: { title: 'Terms of Service | Magani Health' },
  component: () => <ContentPage data={termsPage} />,
});
