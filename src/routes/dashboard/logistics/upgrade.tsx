import { createFileRoute } from '@tanstack/react-router';
import { UpgradePage } from '@/features/auth/logistics/UpgradePage';

// Not behind the role guard: the page itself asks signed-out visitors to sign up first.
export const Route = createFileRoute('/dashboard/logistics/upgrade')({
  staticData: { title: 'Upgrade Your Provider Tier | Magani Health', hideFooter: true },
  component: UpgradePage,
});
