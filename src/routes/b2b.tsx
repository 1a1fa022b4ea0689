import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/marketing/content/ContentPage';
import { b2bPage } from '@/features/marketing/content/services';

// The head stays literal and short: it rides in every page's first load.
export const Route = createFileRoute('/b2b')({
  staticData: { title: 'B2B Pharmacy Services | Magani Health' },
  component: () => <ContentPage data={b2bPage} />,
});
