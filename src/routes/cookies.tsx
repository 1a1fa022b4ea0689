import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/marketing/content/ContentPage';
import { cookiesPage } from '@/features/marketing/content/legal';

// The head stays literal and short: it rides in every page's first load.
export const Route = createFileRoute('/cookies')({
  staticData: { title: 'Cookie Policy | Magani Health' },
  component: () => <ContentPage data={cookiesPage} />,
});
