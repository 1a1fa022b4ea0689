import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/marketing/content/ContentPage';
import { faqPage } from '@/features/marketing/content/support';

// The head stays literal and short: it rides in every page's first load.
export const Route = createFileRoute('/faq')({
  staticData: { title: 'FAQ | Magani Health' },
  component: () => <ContentPage data={faqPage} />,
});
