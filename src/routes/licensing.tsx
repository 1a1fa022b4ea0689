import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/marketing/content/ContentPage';
import { licensingPage } from '@/features/marketing/content/legal';

// The head stays literal: anything imported here would ride in every page's first load.
export const Route = createFileRoute('/licensing')({
  head: () => ({
    meta: [
      { title: 'Licensing | Magani Health' },
      { name: 'description', content: 'PCN, NAFDAC and MDCN licensing of the pharmacies, medicines and doctors on Magani Health, and how we check them.' },
    ],
  }),
  component: () => <ContentPage data={licensingPage} />,
});
