import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '@/lib/format';
import { SavedCopyNotice } from '@/components/SavedCopyNotice';
import { useLivePrescriptions } from '@/lib/prescriptions/live';
import { reviewText } from '@/features/prescriptions/review-state';
import { rx } from '@/features/prescriptions/prescriptions.messages';
import { useT } from '@/lib/i18n/use-t';

/** The patient's prescriptions and where each stands, updated as pharmacies answer; the device copy when offline. */
export function MyPrescriptions() {
  const t = useT();
  const live = useLivePrescriptions();
  const rows = live.list?.rows.filter((r) => r.mine);
  return (
    <Container size="md" py="xl">
      <Group justify="space-between" mb="md">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>{t(rx.myTitle)}</Title>
        <Button component={Link} to="/prescriptions/upload">{t(rx.upload)}</Button>
      </Group>
      <SavedCopyNotice savedAt={live.list?.offline ? live.list.savedAt : undefined} />
      {!rows && !live.failed && <Text role="status">{t(rx.loading)}</Text>}
      {!rows && live.failed && (
        <Text role="alert">
          {t(rx.listFailed)} <Button variant="subtle" onClick={live.refresh}>{t(rx.tryAgain)}</Button>
        </Text>
      )}
      {rows?.length === 0 && <Text c="dimmed">{t(rx.none)}</Text>}
      <Stack gap="sm">
        {rows?.map((r) => (
          <Paper key={r.id} withBorder radius="md" p="md">
            <Group justify="space-between" wrap="wrap">
              <div>
                <Link to="/prescriptions/confirmation" search={{ id: r.id }} translate={r.pharmacy_name ? 'no' : undefined}>
                  {r.pharmacy_name ?? t(rx.pharmacy)}
                </Link>
                <Text fz="xs" c="dimmed">{t(rx.sent, { when: formatDateTime(r.created_at) })}</Text>
              </div>
              <Badge variant="light" color={reviewText[r.status].color}>{t(reviewText[r.status].label)}</Badge>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}
