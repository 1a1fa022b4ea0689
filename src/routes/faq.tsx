import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/marketing/content/ContentPage';
import { faqPage } from '@/features/marketing/content/support';

// The head stays literal: anything imported here would ride in every page's first load.
export const Route = createFileRoute('/faq')({
  head: () => ({
    meta: [
      { title: 'FAQ | Magani Health' },
      { name: 'description', content: 'Answers to the questions patients and providers ask Magani Health most.' },
    ],
  }),
  component: () => <ContentPage data={faqPage} />,
});
