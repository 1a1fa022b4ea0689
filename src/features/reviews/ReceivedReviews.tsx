import { useState } from 'react';
import { Button, Container, Stack, Text, Textarea, Title } from '@mantine/core';
import { ratingLabel } from '@/lib/ratings';
import { useRemote } from '@/lib/use-remote';
import { COMMENT_MAX, listReviews, replyToReview, type Review } from '@/lib/reviews';
import { LoadFailed } from '@/components/LoadFailed';
import { ReviewCard } from '@/features/reviews/ReviewCard';

function ReplyForm({ review, onSaved }: { review: Review; onSaved: () => void }) {
  const [text, setText] = useState(review.reply ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button size="xs" variant="default" mt="xs" onClick={() => setOpen(true)}>
        {review.reply ? 'Change your answer' : 'Answer'}
      </Button>
    );
  }
  const send = async () => {
    const answer = text.trim();
    if (!answer || answer.length > COMMENT_MAX) return setError(`Write an answer of 1 to ${COMMENT_MAX} characters.`);
    setBusy(true);
    try {
      await replyToReview(review.id, answer);
      setOpen(false);
      onSaved();
    } catch (e) {
      setError((e as Error).message || 'Your answer could not be saved. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" mt="xs">
      <Textarea label="Your answer (shown with the review)" value={text} error={error} autosize minRows={2}
        onChange={(e) => { setText(e.currentTarget.value); setError(undefined); }} />
      <Button size="xs" loading={busy} onClick={() => void send()} style={{ alignSelf: 'flex-start' }}>
        Save answer
      </Button>
    </Stack>
  );
}

/** A pharmacy's or doctor's reviews, with the rating they make (hidden ones do not count), and answers. */
export function ReceivedReviews() {
  const remote = useRemote(() => listReviews(), 'received-reviews');
  const rows = remote.data ?? [];
  const counted = rows.filter((r) => !r.hidden_at);
  const average = counted.length ? Math.round((counted.reduce((s, r) => s + r.rating, 0) / counted.length) * 10) / 10 : null;
  return (
    <Container size="md" py="lg">
      <Title order={1} mb="xs">Reviews</Title>
      {remote.data && <Text c="dimmed" mb="md" data-testid="my-rating">{ratingLabel(average, counted.length)}</Text>}
      {remote.state === 'failed' && !remote.data ? (
        <LoadFailed what="your reviews" onRetry={remote.reload} />
      ) : !remote.data ? (
        <Text c="dimmed" role="status">Loading your reviews…</Text>
      ) : rows.length === 0 ? (
        <Text>No reviews yet. Patients can rate you after a delivered order or a completed consultation.</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }} aria-label="Reviews of you">
          {rows.map((r) => (
            <ReviewCard key={r.id} review={r}>
              {!r.hidden_at && <ReplyForm review={r} onSaved={remote.reload} />}
            </ReviewCard>
          ))}
        </Stack>
      )}
    </Container>
  );
}
