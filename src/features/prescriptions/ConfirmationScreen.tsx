import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Stack.css';
import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDateTime, formatFileSize } from '@/lib/format';
import { formatNigerianPhone } from '@/lib/phone';
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

export function ConfirmationScreen({ id }: { id?: string }) {
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
      Offline: showing the state saved {formatDateTime(live.list.savedAt)}.
    </Text>
  );
  const loading = (
    <Container size="sm" py="xl">
      <Title order={1}>Prescription</Title>
      <Text c="dimmed" role="status">
        Loading…
      </Text>
    </Container>
  );
  if (submission === undefined || (submission === null && !server && !live.list && !live.failed)) return loading;
  if (submission === null && server) {
    return (
      <Container size="md" py="xl">
        <Stack gap="md">
          <Title order={1}>Prescription</Title>
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
            Prescription not found
          </Title>
          <Text c="dimmed" mb="lg">
            We could not find that prescription on this device. You can upload it again; it only takes a minute.
          </Text>
          <Button component={Link} to="/prescriptions/upload">
            Upload Prescription
          </Button>
        </Paper>
      </Container>
    );
  }

  if (!status) return loading;
  // Offline, a try cut off mid-way is not "sending now": it waits on this phone like any other.
  const state = stateText[status.state === 'uploading' && !online ? 'waiting' : status.state];
  const rows: [string, string][] = [
    ['Pharmacy', submission.pharmacyName],
    ['Delivery address', submission.address],
    ['Special instructions', submission.notes ?? 'None'],
    ['Preferred delivery time', deliveryTimeLabel(submission.deliveryTime)],
    ['Contact number', submission.contactPhone ? formatNigerianPhone(submission.contactPhone) : 'Not given'],
    ['Submitted', formatDateTime(submission.createdAt)],
  ];
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Prescription Submitted
          </Title>
          <Group gap="xs" mt="xs" mb={4}>
            <Text fz="sm" c="dimmed">
              Status:
            </Text>
            <Badge variant="light" color={state.color} size="lg" data-testid="submission-state">
              {state.label}
            </Badge>
          </Group>
          <Text fz="sm" c="dimmed" role="status">
            {state.detail}
            {status.state === 'failed' && status.error ? ` (${status.error})` : ''}
          </Text>
          {status.state === 'waiting-for-sign-in' && (
            <Text fz="sm" mt="xs">
              It waits on this device until you sign in: nothing has reached the pharmacy yet.{' '}
              <Link to="/auth/login">Sign in</Link>
            </Text>
          )}

          <Title order={2} fz="md" mt="lg" mb="xs">
            Files ({submission.files.length})
          </Title>
          <ul className={classes.files} aria-label="Submitted files">
            {submission.files.map((f, i) => (
              <li key={`${f.name}-${i}`}>
                <span className={classes.name}>{f.name}</span>
                <span className={classes.size}>{formatFileSize(f.size)}</span>
              </li>
            ))}
          </ul>

          <dl className={classes.details}>
            {rows.map(([label, value]) => (
              <div key={label} className={classes.row}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <Group mt="lg" gap="sm">
            <Button component={Link} to="/">
              Back to Home
            </Button>
            <Button component={Link} to="/prescriptions/upload" variant="default">
              Upload another
            </Button>
            <Button component={Link} to="/prescriptions" variant="default">
              My prescriptions
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
