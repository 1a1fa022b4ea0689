import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/marketing/content/ContentPage';
import { licensingPage } from '@/features/marketing/content/legal';

// The head stays literal and short: it rides in every page's first load.
export const Route = createFileRoute('/licensing')({
  staticData: { title: 'Licensing | Magani Health' },
  component: () => <ContentPage data={licensingPage} />,
});
