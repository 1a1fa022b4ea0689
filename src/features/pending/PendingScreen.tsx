import { Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useOnline } from '@/lib/pwa/connection';
import { PendingItem } from '@/features/pending/PendingItem';
import { splitJobs } from '@/features/pending/job-status';
import { usePendingJobs } from '@/features/pending/usePendingJobs';
import { useT } from '@/lib/i18n/use-t';
import { pendingMessages as m } from '@/features/pending/pending.messages';

// The outbox's code (Dexie and the runner) is fetched when Retry or Cancel is tapped, not with the screen.
const retryJob = (id: string) => import('@/lib/sync/outbox').then((m) => m.retryJob(id));
const cancelJob = (id: string) => import('@/lib/sync/outbox').then((m) => m.cancelJob(id));

// Shown so support can tell which version a phone runs (an update waits for the user's Reload).
const appVersion = import.meta.env.VITE_APP_VERSION || '0.1.0';

export function PendingScreen() {
  const jobs = usePendingJobs();
  const online = useOnline();
  const t = useT();
  const { waiting, sent } = splitJobs(jobs ?? []);

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t(m.title)}</Title>
          <Text c="dimmed" mt={4}>
            {t(m.lead)}
          </Text>
        </div>
        {jobs === undefined ? (
          <Loader role="status" aria-label={t(m.loading)} />
        ) : (
          <section aria-labelledby="waiting-heading">
            <Title order={2} size="h3" id="waiting-heading" mb="sm">
              {t(m.waiting, { count: waiting.length })}
            </Title>
            {waiting.length === 0 ? (
              <Text>{t(m.nothing)}</Text>
            ) : (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {waiting.map((job) => (
                  <PendingItem key={job.id} job={job} online={online} onRetry={retryJob} onCancel={cancelJob} />
                ))}
              </Stack>
            )}
          </section>
        )}
        {sent.length > 0 && (
          <section aria-labelledby="sent-heading">
            <Title order={2} size="h3" id="sent-heading" mb="sm">
              {t(m.sent)}
            </Title>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {sent.map((job) => (
                <PendingItem key={job.id} job={job} online={online} onRetry={retryJob} onCancel={cancelJob} />
              ))}
            </Stack>
          </section>
        )}
        <Text size="sm" c="dimmed">
          {t(m.version, { version: appVersion })}
        </Text>
      </Stack>
    </Container>
  );
}
