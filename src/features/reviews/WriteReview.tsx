import { useState } from 'react';
import { Button, Container, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDate } from '@/lib/format';
import { useRemote } from '@/lib/use-remote';
import { COMMENT_MAX, fetchReviewTarget, submitReview, type Review, type ReviewTarget, type Reviewed } from '@/lib/reviews';
import { LoadFailed } from '@/components/LoadFailed';

const starWords = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

function ReviewForm({ what, target, onSaved }: { what: Reviewed; target: ReviewTarget; onSaved: (r: Review) => void }) {
  const existing = target.review;
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [comment, setComment] = useState(existing?.comment ?? '');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const send = async () => {
    const next = {
      rating: rating < 1 ? 'Choose from 1 to 5 stars.' : undefined,
      comment: comment.trim().length > COMMENT_MAX ? `Keep the comment to ${COMMENT_MAX} characters.` : undefined,
    };
    setErrors(next);
    if (next.rating || next.comment) return;
    setBusy(true);
    try {
      onSaved(await submitReview(what, rating, comment.trim()));
      setSaved(true);
    } catch (error) {
      setErrors({ form: (error as Error).message || 'Your review could not be saved. Try again.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Stack gap="md">
      <Radio.Group
        label="Your rating"
        required
        error={errors.rating}
        value={rating ? String(rating) : ''}
        onChange={(v) => {
          setRating(Number(v));
          setSaved(false);
        }}
        name="rating"
      >
        <Group gap="md" mt={6}>
          {[1, 2, 3, 4, 5].map((i) => (
            <Radio key={i} value={String(i)} label={`${i} star${i === 1 ? '' : 's'}: ${starWords[i]}`} />
          ))}
        </Group>
      </Radio.Group>
      {rating > 0 && <Text fz="sm" c="dimmed" mt={-8}>{starWords[rating]}</Text>}
      <Textarea
        label="Comment (optional)"
        description={`${comment.trim().length} of ${COMMENT_MAX} characters`}
        value={comment}
        onChange={(e) => {
          setComment(e.currentTarget.value);
          setSaved(false);
        }}
        error={errors.comment}
        autosize
        minRows={3}
        maxLength={COMMENT_MAX + 50}
      />
      {errors.form && <Text c="red.9" role="alert">{errors.form}</Text>}
      {saved && <Text c="teal.9" role="status">Thank you. Your review is saved and counts in the rating.</Text>}
      <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
        {existing ? 'Save changes' : 'Send review'}
      </Button>
      </Stack>
    </form>
  );
}

/** A patient rates the pharmacy of a delivered order or the doctor of a completed consultation. */
export function WriteReview({ what }: { what: Reviewed }) {
  const key = 'order' in what ? `order:${what.order}` : `consultation:${what.consultation}`;
  const remote = useRemote(() => fetchReviewTarget(what), key);
  const [latest, setLatest] = useState<Review | null>(null);
  const [opened] = useState(() => Date.now());
  const target = remote.data;
  const review = latest ?? target?.review ?? null;
  const back = 'order' in what ? { to: '/orders', label: 'My orders' } : { to: '/consultations', label: 'My consultations' };
  const locked = review && (review.hidden_at !== null || Date.parse(review.editable_until) < opened);
  return (
    <Container size="sm" py="lg">
      <Title order={1} mb="xs">
        {target ? `Rate ${target.subject_name}` : 'Write a review'}
      </Title>
      {!target ? (
        remote.state === 'failed' ? (
          /permission|only the patient/i.test(remote.error.message) ? (
            <Text role="alert">Only the patient of this {'order' in what ? 'order' : 'consultation'} can review it.</Text>
          ) : (
            <LoadFailed what="this review" onRetry={remote.reload} />
          )
        ) : (
          <Text c="dimmed" role="status">Loading…</Text>
        )
      ) : !target.ready ? (
        <Text>
          {target.kind === 'pharmacy'
            ? 'You can rate the pharmacy once this order is delivered.'
            : 'You can rate the doctor once this consultation is completed.'}
        </Text>
      ) : (
        <Paper withBorder radius="lg" p="lg">
          <Text c="dimmed" mb="md" fz="sm">
            {review
              ? locked
                ? review.hidden_at
                  ? `An administrator hid this review (${review.hidden_reason ?? 'no reason given'}); it no longer counts.`
                  : `Reviews can be changed for 7 days; this one was written on ${formatDate(review.created_at)}.`
                : `You can change your review until ${formatDate(review.editable_until)}.`
              : 'One review per ' + ('order' in what ? 'order' : 'consultation') + '; you can change it for 7 days.'}
          </Text>
          {locked && review ? (
            <Text>
              You gave {review.rating} of 5 stars{review.comment ? `: “${review.comment}”` : '.'}
            </Text>
          ) : (
            <ReviewForm what={what} target={{ ...target, review }} onSaved={setLatest} />
          )}
          {review?.reply && (
            <Text fz="sm" mt="md">
              <strong>Answer from {target.subject_name}:</strong> {review.reply}
            </Text>
          )}
        </Paper>
      )}
      <Button renderRoot={(props) => <Link {...props} to={back.to} />} variant="subtle" mt="md">
        Back to {back.label.toLowerCase()}
      </Button>
    </Container>
  );
}
