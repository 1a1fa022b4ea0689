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
import { useT } from '@/lib/i18n/use-t';
import { logisticsDashboardMessages as m } from '@/features/dashboard/logistics.messages';

export function LogisticsDashboard() {
  const t = useT();
  const title = t(m.title);
  const actions: QuickAction[] = [
    { label: t(m.upgrade), description: t(m.upgradeText), to: '/dashboard/logistics/upgrade', icon: IconChartLine },
    { label: t(m.track), description: t(m.trackText), to: '/orders/track', icon: IconTruck },
  ];
  const data = useRemote(loadLogistics, 'logistics');
  if (!data.data) return <DashboardLoading title={title} failed={data.state === 'failed'} onRetry={data.reload} />;
  if (!data.data.signedIn || !data.data.provider) {
    const signedIn = data.data.signedIn;
    return (
      <DashboardPage title={title} subtitle={signedIn ? t(m.noRecord) : t(m.signInPhone)} stats={[]} actions={[]}>
        <SectionCard title={signedIn ? t(m.becomeProvider) : t(m.signIn)}>
          <Stack gap="sm" align="flex-start">
            <EmptyNote text={signedIn ? t(m.signUpText) : t(m.signInText)} />
            <Button component={Link} to={signedIn ? '/logistics/signup' : '/auth/login'}>
              {signedIn ? t(m.goToSignup) : t(m.signIn)}
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
      subtitle={t(m.subtitle, { name: provider.full_name, tier: provider.tier })}
      stats={[
        { label: t(m.tier), value: provider.tier },
        { label: t(m.vehicles), value: String(provider.vehicles_allowed) },
        { label: t(m.status), value: provider.status === 'active' ? t(m.active) : provider.status },
        { label: t(m.since), value: formatDate(provider.created_at) },
      ]}
      actions={actions}
    >
      {request && <ReviewNotice app={request} onResubmitted={data.reload} />}
      <SectionCard title={t(m.deliveries)}>
        <EmptyNote text={t(m.noDeliveries)} />
      </SectionCard>
      <SectionCard title={t(m.details)}>
        <EmptyNote text={[provider.phone && formatPhone(provider.phone), provider.email, provider.address].filter(Boolean).join(' · ')} />
      </SectionCard>
    </DashboardPage>
  );
}
