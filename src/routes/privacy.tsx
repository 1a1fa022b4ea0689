import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/marketing/content/ContentPage';
import { privacyPage } from '@/features/marketing/content/privacy';

// The head stays literal: anything imported here would ride in every page's first load.
export const Route = createFileRoute('/privacy')({
  head: () => ({
    meta: [
      { title: 'Privacy Policy | Magani Health' },
      { name: 'description', content: 'What Magani Health keeps about you, why, for how long and who sees it, and how to download or delete your data under the NDPA 2023.' },
    ],
  }),
  component: () => <ContentPage data={privacyPage} />,
});
