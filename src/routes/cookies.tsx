import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/marketing/content/ContentPage';
import { cookiesPage } from '@/features/marketing/content/legal';

// The head stays literal: anything imported here would ride in every page's first load.
export const Route = createFileRoute('/cookies')({
  head: () => ({
    meta: [
      { title: 'Cookie Policy | Magani Health' },
      { name: 'description', content: 'Magani Health uses no advertising or tracking cookies: what the app keeps in your browser and why.' },
    ],
  }),
  component: () => <ContentPage data={cookiesPage} />,
});
