import { useState } from 'react';
import { Button, Container, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDate } from '@/lib/format';
import { useRemote } from '@/lib/use-remote';
import { COMMENT_MAX, ReviewError, fetchReviewTarget, submitReview, type Review, type ReviewTarget, type Reviewed } from '@/lib/reviews';
import { LoadFailed } from '@/components/LoadFailed';
import { write as m } from '@/features/reviews/write-review.messages';
import type { Message } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

const starLabels = [m.star1, m.star1, m.star2, m.star3, m.star4, m.star5] as const;
const starWords = [m.word1, m.word1, m.word2, m.word3, m.word4, m.word5] as const;

// The server's refusals by hint, in the person's language (its field checks are the form's own, below).
const refusals = (order: boolean): Partial<Record<string, Message>> => ({
  signed_out: m.signedOut,
  target: m.target,
  not_yours: order ? m.notYoursOrder : m.notYoursConsultation,
  not_delivered: m.notDeliveredYet,
  not_completed: m.notCompletedYet,
  hidden: m.hiddenNow,
  locked: m.lockedNow,
});

function ReviewForm({ what, target, onSaved }: { what: Reviewed; target: ReviewTarget; onSaved: (r: Review) => void }) {
  const t = useT();
  const existing = target.review;
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [comment, setComment] = useState(existing?.comment ?? '');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const send = async () => {
    const next = {
      rating: rating < 1 ? t(m.chooseStars) : undefined,
      comment: comment.trim().length > COMMENT_MAX ? t(m.tooLong, { max: COMMENT_MAX }) : undefined,
    };
    setErrors(next);
    if (next.rating || next.comment) return;
    setBusy(true);
    try {
      onSaved(await submitReview(what, rating, comment.trim()));
      setSaved(true);
    } catch (error) {
      const hint = error instanceof ReviewError ? error.hint : undefined;
      const known = hint ? refusals('order' in what)[hint] : undefined;
      // The server's own checks of the fields, in the words of the form's.
      if (hint === 'rating') setErrors({ rating: t(m.chooseStars) });
      else if (hint === 'comment') setErrors({ comment: t(m.tooLong, { max: COMMENT_MAX }) });
      // Anything the screen does not know by hint shows as the server words it.
      else setErrors({ form: known ? t(known) : (error as Error).message || t(m.notSaved) });
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
        label={t(m.yourRating)}
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
            <Radio key={i} value={String(i)} label={t(starLabels[i]!)} />
          ))}
        </Group>
      </Radio.Group>
      {rating > 0 && <Text fz="sm" c="dimmed" mt={-8}>{t(starWords[rating]!)}</Text>}
      <Textarea
        label={t(m.comment)}
        description={t(m.characters, { count: comment.trim().length, max: COMMENT_MAX })}
        value={comment}
        onChange={(e) => {
          setComment(e.currentTarget.value);
          setSaved(false);
        }}
        error={errors.comment}
        autosize
        minRows={3}
        maxLength={COMMENT_MAX + 50}
        // What the patient writes stays as written.
        translate="no"
      />
      {errors.form && <Text c="red.9" role="alert">{errors.form}</Text>}
      {saved && <Text c="teal.9" role="status">{t(m.saved)}</Text>}
      <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
        {t(existing ? m.saveChanges : m.send)}
      </Button>
      </Stack>
    </form>
  );
}

/** A patient rates the pharmacy of a delivered order or the doctor of a completed consultation. */
export function WriteReview({ what }: { what: Reviewed }) {
  const t = useT();
  const isOrder = 'order' in what;
  const key = 'order' in what ? `order:${what.order}` : `consultation:${what.consultation}`;
  const remote = useRemote(() => fetchReviewTarget(what), key);
  const [latest, setLatest] = useState<Review | null>(null);
  const [opened] = useState(() => Date.now());
  const target = remote.data;
  const review = latest ?? target?.review ?? null;
  const back = isOrder ? { to: '/orders', label: t(m.backOrders) } : { to: '/consultations', label: t(m.backConsultations) };
  const locked = review && (review.hidden_at !== null || Date.parse(review.editable_until) < opened);
  return (
    <Container size="sm" py="lg">
      {/* A pharmacy's or doctor's name in a longer language's sentence breaks rather than push the page sideways at 320 px. */}
      <Title order={1} mb="xs" style={{ overflowWrap: 'anywhere' }}>
        {target ? t(m.rate, { name: target.subject_name }) : t(m.title)}
      </Title>
      {!target ? (
        remote.state === 'failed' ? (
          (remote.error instanceof ReviewError && remote.error.hint === 'not_yours') || /permission|only the patient/i.test(remote.error.message) ? (
            <Text role="alert">{t(isOrder ? m.onlyPatientOrder : m.onlyPatientConsultation)}</Text>
          ) : (
            <LoadFailed what={t(m.thisReview)} onRetry={remote.reload} />
          )
        ) : (
          <Text c="dimmed" role="status">{t(m.loading)}</Text>
        )
      ) : !target.ready ? (
        <Text>
          {t(target.kind === 'pharmacy' ? m.notDelivered : m.notCompleted)}
        </Text>
      ) : (
        <Paper withBorder radius="lg" p="lg">
          <Text c="dimmed" mb="md" fz="sm">
            {review
              ? locked
                ? review.hidden_at
                  ? t(m.hiddenBy, { reason: review.hidden_reason ?? t(m.noReason) })
                  : t(m.locked, { date: formatDate(review.created_at) })
                : t(m.changeUntil, { date: formatDate(review.editable_until) })
              : t(isOrder ? m.onePerOrder : m.onePerConsultation)}
          </Text>
          {locked && review ? (
            <Text>
              {t(m.gave, { rating: review.rating })}
              {/* What the patient wrote stays as written. */}
              {review.comment ? (
                <>
                  : “<span translate="no">{review.comment}</span>”
                </>
              ) : (
                '.'
              )}
            </Text>
          ) : (
            <ReviewForm what={what} target={{ ...target, review }} onSaved={setLatest} />
          )}
          {review?.reply && (
            <Text fz="sm" mt="md">
              <strong>{t(m.answerFrom, { name: target.subject_name })}</strong> <span translate="no">{review.reply}</span>
            </Text>
          )}
        </Paper>
      )}
      <Button renderRoot={(props) => <Link {...props} to={back.to} />} variant="subtle" mt="md">
        {back.label}
      </Button>
    </Container>
  );
}
