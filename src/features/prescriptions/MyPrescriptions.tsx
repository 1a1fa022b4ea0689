import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '@/lib/format';
import { SavedCopyNotice } from '@/components/SavedCopyNotice';
import { useRemote } from '@/lib/use-remote';
import { loadPrescriptions } from '@/lib/prescriptions/api';
import { reviewText } from '@/features/prescriptions/review-state';

/** The patient's prescriptions and where each stands; the device copy when offline. */
export function MyPrescriptions() {
  const remote = useRemote(loadPrescriptions, 'prescriptions');
  const rows = remote.data?.rows.filter((r) => r.mine);
  return (
    <Container size="md" py="xl">
      <Group justify="space-between" mb="md">
        <Title order={1}>My prescriptions</Title>
        <Button component={Link} to="/prescriptions/upload">Upload Prescription</Button>
      </Group>
      <SavedCopyNotice savedAt={remote.data?.offline ? remote.data.savedAt : undefined} />
      {!rows && remote.state === 'loading' && <Text role="status">Loading…</Text>}
      {!rows && remote.state === 'failed' && (
        <Text role="alert">
          Your prescriptions could not be loaded. <Button variant="subtle" onClick={remote.reload}>Try again</Button>
        </Text>
      )}
      {rows?.length === 0 && <Text c="dimmed">No prescriptions yet. Upload one and a pharmacist prices it for you.</Text>}
      <Stack gap="sm">
        {rows?.map((r) => (
          <Paper key={r.id} withBorder radius="md" p="md">
            <Group justify="space-between" wrap="wrap">
              <div>
                <Link to="/prescriptions/confirmation" search={{ id: r.id }}>
                  {r.pharmacy_name ?? 'Pharmacy'}
                </Link>
                <Text fz="xs" c="dimmed">Sent {formatDateTime(r.created_at)}</Text>
              </div>
              <Badge variant="light" color={reviewText[r.status].color}>{reviewText[r.status].label}</Badge>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}
