import '@mantine/core/styles/Container.css';
import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '@/lib/format';
import { SavedCopyNotice } from '@/components/SavedCopyNotice';
import { useLivePrescriptions } from '@/lib/prescriptions/live';
import { reviewText } from '@/features/prescriptions/review-state';

/** The patient's prescriptions and where each stands, updated as pharmacies answer; the device copy when offline. */
export function MyPrescriptions() {
  const live = useLivePrescriptions();
  const rows = live.list?.rows.filter((r) => r.mine);
  return (
    <Container size="md" py="xl">
      <Group justify="space-between" mb="md">
        <Title order={1}>My prescriptions</Title>
        <Button component={Link} to="/prescriptions/upload">Upload Prescription</Button>
      </Group>
      <SavedCopyNotice savedAt={live.list?.offline ? live.list.savedAt : undefined} />
      {!rows && !live.failed && <Text role="status">Loading…</Text>}
      {!rows && live.failed && (
        <Text role="alert">
          Your prescriptions could not be loaded. <Button variant="subtle" onClick={live.refresh}>Try again</Button>
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
