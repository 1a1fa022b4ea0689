import type { ReactNode } from 'react';
import { Container, Loader, Text, Title } from '@mantine/core';
import { loadMyApplication, type MyApplication, type ProviderKind } from '@/lib/account/application';
import { useRemote } from '@/lib/use-remote';
import { LoadFailed } from '@/components/LoadFailed';
import { ReviewNotice } from '@/components/review/ReviewNotice';
import { useT } from '@/lib/i18n/use-t';
import { reviewMessages as m } from '@/components/review/review.messages';

type Props = {
  kind: ProviderKind;
  /** The dashboard's heading, shown above the notice too. */
  title: string;
  /** The dashboard itself, given the approved application (for the signed-in name). */
  children: (app: MyApplication) => ReactNode;
};

/**
 * Every provider dashboard goes through this: until an admin approves the application, the
 * dashboard says it is under review and shows what was submitted; a rejected one shows the
 * reason and a way to correct and resubmit.
 */
export function ApplicationGate({ kind, title, children }: Props) {
  const app = useRemote(() => loadMyApplication(kind), kind);
  const t = useT();
  if (app.state === 'ready' && app.data?.status === 'approved') return children(app.data);
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      {app.data && (
        <Text c="dimmed" mt={4} mb="lg" translate="no">
          {app.data.name}
        </Text>
      )}
      {app.state === 'loading' && !app.data && <Loader mt="lg" role="status" aria-label={t(m.loading)} />}
      {app.state === 'failed' && <LoadFailed what={t(m.what)} onRetry={app.reload} mt="lg" />}
      {app.state !== 'failed' && app.data !== undefined && (
        <ReviewNotice app={app.data} onResubmitted={app.reload} />
      )}
    </Container>
  );
}
