import { createFileRoute } from '@tanstack/react-router';
import { LogisticsSignupPage } from '@/features/auth/logistics/LogisticsSignupPage';

export const Route = createFileRoute('/logistics/signup')({
  staticData: { title: 'Logistics Provider Signup | Magani Health', hideFooter: true },
  component: LogisticsSignupPage,
});
