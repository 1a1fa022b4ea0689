import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '@/lib/format';
import type { MyApplication } from '@/lib/account/application';
import { ResubmitForm } from '@/components/review/ResubmitForm';
import { useT } from '@/lib/i18n/use-t';
import { reviewMessages as m } from '@/components/review/review.messages';

type Props = { app: MyApplication | null; onResubmitted: () => void };

const checking = { pharmacy: m.checkPharmacy, doctor: m.checkDoctor, rider: m.checkRider, logistics: m.checkLogistics } as const;

/** The under-review notice every provider dashboard shares. */
export function ReviewNotice({ app, onResubmitted }: Props) {
  const t = useT();
  if (!app) {
    return (
      <Paper withBorder radius="lg" p="lg" role="status">
        <Title order={2} fz="lg" mb="xs">
          {t(m.notReceived)}
        </Title>
        <Text size="sm">{t(m.notReceivedText)}</Text>
      </Paper>
    );
  }
  if (app.status === 'suspended') {
    return (
      <Paper withBorder radius="lg" p="lg" role="status">
        <Title order={2} fz="lg" mb="xs">
          {t(m.suspended)}
        </Title>
        <Text size="sm">{t(m.suspendedText)}</Text>
      </Paper>
    );
  }
  const rejected = app.status === 'rejected';
  return (
    <Paper withBorder radius="lg" p="lg" role="status" data-testid="review-notice">
      <Title order={2} fz="lg" mb="xs">
        {app.kind === 'logistics'
          ? rejected
            ? t(m.tierChanges)
            : t(m.tierReview)
          : rejected
            ? t(m.appChanges)
            : t(m.appReview)}
      </Title>
      {rejected ? (
        <Text size="sm" mb="sm">
          <strong>{t(m.reason)}</strong> <span translate="no">{app.rejectionReason}</span>
        </Text>
      ) : (
        <Text size="sm" mb="sm">
          {t(checking[app.kind])}
        </Text>
      )}
      <Title order={3} fz="md" mb={4}>
        {t(m.submitted)}
      </Title>
      <dl style={{ margin: 0 }}>
        {app.submitted.map(([label, value]) => (
          <Text key={label} size="sm" component="div">
            <Text span c="dimmed" size="sm" component="dt" display="inline">
              {label}:
            </Text>{' '}
            <Text span size="sm" component="dd" display="inline" m={0} style={{ overflowWrap: 'anywhere' }} translate="no">
              {value}
            </Text>
          </Text>
        ))}
        <Text size="sm" component="div">
          <Text span c="dimmed" size="sm" component="dt" display="inline">
            {t(m.submittedAt)}
          </Text>{' '}
          <Text span size="sm" component="dd" display="inline" m={0}>
            {formatDateTime(app.submittedAt)}
          </Text>
        </Text>
      </dl>
      {rejected && app.kind === 'logistics' && (
        <Anchor component={Link} to="/dashboard/logistics/upgrade" fw={600} size="sm" mt="sm" display="inline-block">
          {t(m.uploadCorrected)}
        </Anchor>
      )}
      {rejected && app.kind !== 'logistics' && <ResubmitForm app={app} onDone={onResubmitted} />}
    </Paper>
  );
}
