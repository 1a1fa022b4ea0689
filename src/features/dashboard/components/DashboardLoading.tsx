import { Container, Loader, Title } from '@mantine/core';
import { LoadFailed } from '@/components/LoadFailed';
import { dashboard } from '@/features/dashboard/components/dashboard.messages';
import { useT } from '@/lib/i18n/use-t';

type Props = { title: string; failed: boolean; onRetry: () => void };

/** The dashboard's heading while its own data loads, or a retry if it could not. */
export function DashboardLoading({ title, failed, onRetry }: Props) {
  const t = useT();
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="lg">
        {title}
      </Title>
      {failed ? <LoadFailed what={t(dashboard.yourDashboard)} onRetry={onRetry} /> : <Loader role="status" aria-label={t(dashboard.loading)} />}
    </Container>
  );
}
