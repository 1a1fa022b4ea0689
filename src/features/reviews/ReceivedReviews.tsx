import { useState } from 'react';
import { Button, Container, Stack, Text, Textarea, Title } from '@mantine/core';
import { ratingText } from '@/lib/ratings';
import { formatCount } from '@/lib/format';
import { reviews as m } from '@/features/reviews/reviews.messages';
import type { Message } from '@/lib/i18n/i18n';
import { usePlurals, useT } from '@/lib/i18n/use-t';
import { useRemote } from '@/lib/use-remote';
import { COMMENT_MAX, ReviewError, listReviews, replyToReview, type Review } from '@/lib/reviews';
import { LoadFailed } from '@/components/LoadFailed';
import { ReviewCard } from '@/features/reviews/ReviewCard';

function ReplyForm({ review, onSaved, notYours }: { review: Review; onSaved: () => void; notYours: Message }) {
  const t = useT();
  const [text, setText] = useState(review.reply ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button size="xs" variant="default" mt="xs" onClick={() => setOpen(true)}>
        {t(review.reply ? m.change : m.answer)}
      </Button>
    );
  }
  const send = async () => {
    const answer = text.trim();
    if (!answer || answer.length > COMMENT_MAX) return setError(t(m.length, { max: COMMENT_MAX }));
    setBusy(true);
    try {
      await replyToReview(review.id, answer);
      setOpen(false);
      onSaved();
    } catch (e) {
      // The server's refusals by hint, in the person's language; anything else as the server words it.
      const hint = e instanceof ReviewError ? e.hint : undefined;
      if (hint === 'reply') setError(t(m.length, { max: COMMENT_MAX }));
      else if (hint === 'not_yours') setError(t(notYours));
      else setError((e as Error).message || t(m.notSaved));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" mt="xs">
      <Textarea label={t(m.yourAnswer)} value={text} error={error} autosize minRows={2}
        onChange={(e) => { setText(e.currentTarget.value); setError(undefined); }} />
      <Button size="xs" loading={busy} onClick={() => void send()} style={{ alignSelf: 'flex-start' }}>
        {t(m.save)}
      </Button>
    </Stack>
  );
}

/**
 * A pharmacy's or doctor's reviews, with the rating they make (hidden ones do not count), and answers.
 * `notYours`: the server's refusal of an answer, from the page's own area (src/features/reviews/reply-refusal.messages.ts).
 */
export function ReceivedReviews({ notYours }: { notYours: Message }) {
  const t = useT();
  usePlurals(true);
  const remote = useRemote(() => listReviews(), 'received-reviews');
  const rows = remote.data ?? [];
  const counted = rows.filter((r) => !r.hidden_at);
  const average = counted.length ? Math.round((counted.reduce((s, r) => s + r.rating, 0) / counted.length) * 10) / 10 : null;
  return (
    <Container size="md" py="lg">
      <Title order={1} mb="xs">{t(m.title)}</Title>
      {remote.data && <Text c="dimmed" mb="md" data-testid="my-rating">{average === null || !counted.length
            ? t(m.new)
            : t(m.rated, { stars: ratingText(average, counted.length).stars, reviews: counted.length, count: formatCount(counted.length) })}</Text>}
      {remote.state === 'failed' && !remote.data ? (
        <LoadFailed what={t(m.yourReviews)} onRetry={remote.reload} />
      ) : !remote.data ? (
        <Text c="dimmed" role="status">{t(m.loading)}</Text>
      ) : rows.length === 0 ? (
        <Text>{t(m.none)}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }} aria-label={t(m.list)}>
          {rows.map((r) => (
            <ReviewCard key={r.id} review={r}>
              {!r.hidden_at && <ReplyForm review={r} onSaved={remote.reload} notYours={notYours} />}
            </ReviewCard>
          ))}
        </Stack>
      )}
    </Container>
  );
}
