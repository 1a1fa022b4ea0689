import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDateTime, formatFileSize } from '@/lib/format';
import { formatPhone } from '@/lib/format-phone';
import { useJob } from '@/lib/sync/read';
import { useSubmission } from '@/features/prescriptions/prescription-store';
import { prescriptionJobId, submissionState } from '@/features/prescriptions/submission-job';
import { stateText } from '@/features/prescriptions/submission-state';
import { deliveryTimeLabel } from '@/features/prescriptions/delivery-options';
import { NextStepsCard } from '@/features/prescriptions/InfoCards';
import { useLivePrescriptions } from '@/lib/prescriptions/live';
import { useOnline } from '@/lib/use-online';
import { stepMarks } from '@/features/prescriptions/review-state';
import { ReviewCard } from '@/features/prescriptions/ReviewCard';
import classes from '@/features/prescriptions/ConfirmationScreen.module.css';
import { rx } from '@/features/prescriptions/prescriptions.messages';
import { useT } from '@/lib/i18n/use-t';
import { common } from '@/components/common.messages';

export function ConfirmationScreen({ id }: { id?: string }) {
  const t = useT();
  const submission = useSubmission(id);
  const online = useOnline();
  // Where the upload stands is its outbox job's state, read through the outbox's API.
  const job = useJob(id ? prescriptionJobId(id) : undefined);
  const status = submission && job !== undefined ? submissionState(submission, job) : undefined;
  // The server's copy (found by the device's id or its own): the pharmacy's answer and the real state,
  // polled while the page is open, so a delivered submission or a quote shows without a reload.
  const live = useLivePrescriptions();
  const server = live.list?.rows.find((r) => r.client_id === id || r.id === id);
  const answer = server && <ReviewCard rx={server} onChange={live.refresh} />;
  const offline = live.list?.offline && (
    <Text fz="xs" c="dimmed" role="note">
      {t(common.savedCopy, { when: formatDateTime(live.list.savedAt) })}
    </Text>
  );
  const loading = (
    <Container size="sm" py="xl">
      <Title order={1}>{t(rx.prescription)}</Title>
      <Text c="dimmed" role="status">
        {t(rx.loading)}
      </Text>
    </Container>
  );
  if (submission === undefined || (submission === null && !server && !live.list && !live.failed)) return loading;
  if (submission === null && server) {
    return (
      <Container size="md" py="xl">
        <Stack gap="md">
          <Title order={1}>{t(rx.prescription)}</Title>
          {offline}
          {answer}
          <NextStepsCard marks={stepMarks(server.status)} />
        </Stack>
      </Container>
    );
  }
  if (submission === null) {
    return (
      <Container size="sm" py="xl">
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Title order={1} fz="h2" mb="sm">
            {t(rx.notFound)}
          </Title>
          <Text c="dimmed" mb="lg">
            {t(rx.notFoundText)}
          </Text>
          <Button component={Link} to="/prescriptions/upload">
            {t(rx.upload)}
          </Button>
        </Paper>
      </Container>
    );
  }

  if (!status) return loading;
  // Offline, a try cut off mid-way is not "sending now": it waits on this phone like any other.
  const state = stateText[status.state === 'uploading' && !online ? 'waiting' : status.state];
  // The person's own words and the pharmacy's name are shown as written (translate="no").
  const rows: [string, string, boolean][] = [
    [t(rx.pharmacy), submission.pharmacyName, true],
    [t(rx.address), submission.address, true],
    [t(rx.instructions), submission.notes ?? t(rx.none_), Boolean(submission.notes)],
    [t(rx.time), deliveryTimeLabel(submission.deliveryTime), false],
    [t(rx.contact), submission.contactPhone ? formatPhone(submission.contactPhone) : t(rx.notGiven), Boolean(submission.contactPhone)],
    [t(rx.rowSubmitted), formatDateTime(submission.createdAt), false],
  ];
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t(rx.submitted)}
          </Title>
          <Group gap="xs" mt="xs" mb={4}>
            <Text fz="sm" c="dimmed">
              {t(rx.status)}
            </Text>
            <Badge variant="light" color={state.color} size="lg" data-testid="submission-state">
              {t(state.label)}
            </Badge>
          </Group>
          <Text fz="sm" c="dimmed" role="status">
            {t(state.detail)}
            {status.state === 'failed' && status.error ? ` (${status.error})` : ''}
          </Text>
          {status.state === 'waiting-for-sign-in' && (
            <Text fz="sm" mt="xs">
              {t(rx.waitsForSignIn)} <Link to="/auth/login">{t(rx.signIn)}</Link>
            </Text>
          )}

          <Title order={2} fz="md" mt="lg" mb="xs">
            {t(rx.files, { count: submission.files.length })}
          </Title>
          <ul className={classes.files} aria-label={t(rx.submittedFiles)}>
            {submission.files.map((f, i) => (
              <li key={`${f.name}-${i}`}>
                <span className={classes.name} translate="no">{f.name}</span>
                <span className={classes.size}>{formatFileSize(f.size)}</span>
              </li>
            ))}
          </ul>

          <dl className={classes.details}>
            {rows.map(([label, value, asWritten]) => (
              <div key={label} className={classes.row}>
                <dt>{label}</dt>
                <dd translate={asWritten ? 'no' : undefined}>{value}</dd>
              </div>
            ))}
          </dl>
          <Group mt="lg" gap="sm">
            <Button component={Link} to="/">
              {t(rx.backHome)}
            </Button>
            <Button component={Link} to="/prescriptions/upload" variant="default">
              {t(rx.uploadAnother)}
            </Button>
            <Button component={Link} to="/prescriptions" variant="default">
              {t(rx.myTitle)}
            </Button>
          </Group>
        </Paper>
        {offline}
        {answer}
        <NextStepsCard marks={stepMarks(server?.status)} />
      </Stack>
    </Container>
  );
}
