import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/marketing/content/ContentPage';
import { privacyPage } from '@/features/marketing/content/privacy';

// The head stays literal and short: it rides in every page's first load.
export const Route = createFileRoute('/privacy')({
  staticData: { title: 'Privacy Policy | Magani Health' },
  component: () => <ContentPage data={privacyPage} />,
});
