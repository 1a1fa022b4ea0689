import { createFileRoute } from '@tanstack/react-router';
import { LogisticsSignupPage } from '@/features/auth/logistics/LogisticsSignupPage';

export const Route = createFileRoute('/logistics/signup')({
  staticData: { hideFooter: true },
  head: () => ({
    meta: [{ title: 'Logistics Provider Signup | Magani Health' }, { name: 'description', content: 'Sign up as a Magani Health logistics provider with your phone number.' }],
  }),
  component: LogisticsSignupPage,
});
