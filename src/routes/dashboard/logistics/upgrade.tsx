import { createFileRoute } from '@tanstack/react-router';
import { UpgradePage } from '@/features/auth/logistics/UpgradePage';

// Not behind the role guard: the page itself asks signed-out visitors to sign up first.
export const Route = createFileRoute('/dashboard/logistics/upgrade')({
  staticData: { title: 'Upgrade Your Provider Tier | Magani Health', description: 'Move your logistics provider account to Tier 2 or Tier 3.', hideFooter: true },
  component: UpgradePage,
});
