import { useState } from 'react';
import { Button, Checkbox, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRemote } from '@/lib/use-remote';
import { hideReview, listReviews, type Review } from '@/lib/reviews';
import { LoadFailed } from '@/components/LoadFailed';
import { ReviewCard } from '@/features/reviews/ReviewCard';

function Moderation({ review, onDone }: { review: Review; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const act = async (why: string | null) => {
    if (why !== null && why.trim().length < 3) return setError('Give the reason (3 to 300 characters); the patient sees it.');
    setBusy(true);
    try {
      await hideReview(review.id, why === null ? null : why.trim());
      onDone();
    } catch (e) {
      setError((e as Error).message || 'That did not work. Try again.');
    } finally {
      setBusy(false);
    }
  };
  if (review.hidden_at) {
    return (
      <Button size="xs" variant="default" mt="xs" loading={busy} onClick={() => void act(null)}>
        Show again
      </Button>
    );
  }
  return (
    <Stack gap={4} mt="xs">
      <TextInput label="Reason for hiding" size="xs" value={reason} error={error} maxLength={300}
        onChange={(e) => { setReason(e.currentTarget.value); setError(undefined); }} />
      <Button size="xs" color="red.9" loading={busy} onClick={() => void act(reason)} style={{ alignSelf: 'flex-start' }}>
        Hide review
      </Button>
    </Stack>
  );
}

/** Administrators read every review and hide an abusive one with a reason (it then stops counting). */
export function ModerateReviews() {
  const [hiddenOnly, setHiddenOnly] = useState(false);
  const remote = useRemote(() => listReviews(hiddenOnly), `admin-reviews:${hiddenOnly}`);
  const rows = remote.data ?? [];
  return (
    <Container size="md" py="lg">
      <Title order={1} mb="xs">Reviews</Title>
      <Text c="dimmed" mb="sm">The newest 200. A hidden review no longer counts in any rating.</Text>
      <Checkbox label="Only hidden reviews" checked={hiddenOnly} onChange={(e) => setHiddenOnly(e.currentTarget.checked)} mb="md" />
      {remote.state === 'failed' && !remote.data ? (
        <LoadFailed what="the reviews" onRetry={remote.reload} />
      ) : !remote.data ? (
        <Text c="dimmed" role="status">Loading reviews…</Text>
      ) : rows.length === 0 ? (
        <Text>No reviews{hiddenOnly ? ' hidden' : ' yet'}.</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }} aria-label="Reviews">
          {rows.map((r) => (
            <ReviewCard key={r.id} review={r} showSubject>
              <Moderation review={r} onDone={remote.reload} />
            </ReviewCard>
          ))}
        </Stack>
      )}
    </Container>
  );
}
