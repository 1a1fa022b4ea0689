import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '@/lib/format';
import type { MyApplication } from '@/lib/account/application';
import { ResubmitForm } from '@/components/review/ResubmitForm';

type Props = { app: MyApplication | null; onResubmitted: () => void };

const work = { pharmacy: 'receive orders', doctor: 'see patients', rider: 'take deliveries', logistics: 'move up a tier' } as const;

/** The under-review notice every provider dashboard shares. */
export function ReviewNotice({ app, onResubmitted }: Props) {
  if (!app) {
    return (
      <Paper withBorder radius="lg" p="lg" role="status">
        <Title order={2} fz="lg" mb="xs">
          We have not received your application yet
        </Title>
        <Text size="sm">
          If you registered while offline, it is sent as soon as you are back online. Otherwise, contact support and we will help you
          finish it.
        </Text>
      </Paper>
    );
  }
  if (app.status === 'suspended') {
    return (
      <Paper withBorder radius="lg" p="lg" role="status">
        <Title order={2} fz="lg" mb="xs">
          Your account is suspended
        </Title>
        <Text size="sm">Contact support to find out why and what to do next.</Text>
      </Paper>
    );
  }
  const rejected = app.status === 'rejected';
  return (
    <Paper withBorder radius="lg" p="lg" role="status" data-testid="review-notice">
      <Title order={2} fz="lg" mb="xs">
        {app.kind === 'logistics'
          ? rejected
            ? 'Your tier upgrade needs changes'
            : 'Your tier upgrade is under review'
          : rejected
            ? 'Your application needs changes'
            : 'Your account is under review'}
      </Title>
      {rejected ? (
        <Text size="sm" mb="sm">
          <strong>Reason:</strong> {app.rejectionReason}
        </Text>
      ) : (
        <Text size="sm" mb="sm">
          We check every {app.kind === 'logistics' ? 'document' : 'licence'} before you can {work[app.kind]}. You will get an e-mail when it is done,
          usually within 48 hours.
        </Text>
      )}
      <Title order={3} fz="md" mb={4}>
        What you submitted
      </Title>
      <dl style={{ margin: 0 }}>
        {app.submitted.map(([label, value]) => (
          <Text key={label} size="sm" component="div">
            <Text span c="dimmed" size="sm" component="dt" display="inline">
              {label}:
            </Text>{' '}
            <Text span size="sm" component="dd" display="inline" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Text>
        ))}
        <Text size="sm" component="div">
          <Text span c="dimmed" size="sm" component="dt" display="inline">
            Submitted:
          </Text>{' '}
          <Text span size="sm" component="dd" display="inline" m={0}>
            {formatDateTime(app.submittedAt)}
          </Text>
        </Text>
      </dl>
      {rejected && app.kind === 'logistics' && (
        <Anchor component={Link} to="/dashboard/logistics/upgrade" fw={600} size="sm" mt="sm" display="inline-block">
          Upload corrected documents
        </Anchor>
      )}
      {rejected && app.kind !== 'logistics' && <ResubmitForm app={app} onDone={onResubmitted} />}
    </Paper>
  );
}
