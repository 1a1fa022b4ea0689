import { Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDate } from '@/lib/format';
import { formatPhone } from '@/lib/format-phone';
import { useRemote } from '@/lib/use-remote';
import { ReviewNotice } from '@/components/review/ReviewNotice';
import { DashboardLoading } from '@/features/dashboard/components/DashboardLoading';
import { DashboardPage } from '@/features/dashboard/components/DashboardPage';
import { EmptyNote } from '@/features/dashboard/components/EmptyNote';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import type { QuickAction } from '@/features/dashboard/components/QuickActions';
import { loadLogistics } from '@/features/dashboard/data/logistics';
import { IconChartLine, IconTruck } from '@tabler/icons-react';

const actions: QuickAction[] = [
  { label: 'Upgrade Tier', description: 'More vehicles with your papers', to: '/dashboard/logistics/upgrade', icon: IconChartLine },
  { label: 'Track Order', description: 'Follow a delivery', to: '/orders/track', icon: IconTruck },
];

const title = 'Logistics Dashboard';

export function LogisticsDashboard() {
  const data = useRemote(loadLogistics, 'logistics');
  if (!data.data) return <DashboardLoading title={title} failed={data.state === 'failed'} onRetry={data.reload} />;
  if (!data.data.signedIn || !data.data.provider) {
    const signedIn = data.data.signedIn;
    return (
      <DashboardPage title={title} subtitle={signedIn ? 'This account has no logistics provider record yet.' : 'Please sign in with your phone number.'} stats={[]} actions={[]}>
        <SectionCard title={signedIn ? 'Become a provider' : 'Sign in'}>
          <Stack gap="sm" align="flex-start">
            <EmptyNote text={signedIn ? 'Sign up as a Tier 1 provider to take deliveries.' : 'Providers sign in with the phone number they signed up with.'} />
            <Button component={Link} to={signedIn ? '/logistics/signup' : '/auth/login'}>
              {signedIn ? 'Go to Signup' : 'Sign in'}
            </Button>
          </Stack>
        </SectionCard>
      </DashboardPage>
    );
  }
  const { provider, request } = data.data;
  return (
    <DashboardPage
      title={title}
      subtitle={`${provider.full_name} · Tier ${provider.tier} provider`}
      stats={[
        { label: 'Tier', value: provider.tier },
        { label: 'Vehicles allowed', value: String(provider.vehicles_allowed) },
        { label: 'Status', value: provider.status === 'active' ? 'Active' : provider.status },
        { label: 'Provider since', value: formatDate(provider.created_at) },
      ]}
      actions={actions}
    >
      {request && <ReviewNotice app={request} onResubmitted={data.reload} />}
      <SectionCard title="Deliveries">
        <EmptyNote text="No deliveries yet. Jobs from pharmacies near you will appear here." />
      </SectionCard>
      <SectionCard title="Your details">
        <EmptyNote text={[provider.phone && formatPhone(provider.phone), provider.email, provider.address].filter(Boolean).join(' · ')} />
      </SectionCard>
    </DashboardPage>
  );
}
