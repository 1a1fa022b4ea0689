import { useState } from 'react';
import { Button, Checkbox, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRemote } from '@/lib/use-remote';
import { ReviewError, hideReview, listReviews, type Review } from '@/lib/reviews';
import { LoadFailed } from '@/components/LoadFailed';
import { ReviewCard } from '@/features/reviews/ReviewCard';
import { moderate as m } from '@/features/reviews/moderate.messages';
import { reviews } from '@/features/reviews/reviews.messages';
import { useT } from '@/lib/i18n/use-t';

function Moderation({ review, onDone }: { review: Review; onDone: () => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const act = async (why: string | null) => {
    if (why !== null && why.trim().length < 3) return setError(t(m.reasonMissing));
    setBusy(true);
    try {
      await hideReview(review.id, why === null ? null : why.trim());
      onDone();
    } catch (e) {
      // The server's refusals by hint, in the person's language; anything else as the server words it.
      const hint = e instanceof ReviewError ? e.hint : undefined;
      if (hint === 'reason') setError(t(m.reasonMissing));
      else if (hint === 'gone') setError(t(m.gone));
      else setError((e as Error).message || t(m.failed));
    } finally {
      setBusy(false);
    }
  };
  if (review.hidden_at) {
    return (
      <Button size="xs" variant="default" mt="xs" loading={busy} onClick={() => void act(null)}>
        {t(m.show)}
      </Button>
    );
  }
  return (
    <Stack gap={4} mt="xs">
      <TextInput label={t(m.reason)} size="xs" value={reason} error={error} maxLength={300}
        onChange={(e) => { setReason(e.currentTarget.value); setError(undefined); }} />
      <Button size="xs" color="red.9" loading={busy} onClick={() => void act(reason)} style={{ alignSelf: 'flex-start' }}>
        {t(m.hide)}
      </Button>
    </Stack>
  );
}

/** Administrators read every review and hide an abusive one with a reason (it then stops counting). */
export function ModerateReviews() {
  const t = useT();
  const [hiddenOnly, setHiddenOnly] = useState(false);
  const remote = useRemote(() => listReviews(hiddenOnly), `admin-reviews:${hiddenOnly}`);
  const rows = remote.data ?? [];
  return (
    <Container size="md" py="lg">
      <Title order={1} mb="xs" style={{ overflowWrap: 'anywhere' }}>{t(reviews.title)}</Title>
      <Text c="dimmed" mb="sm">{t(m.lead)}</Text>
      <Checkbox label={t(m.hiddenOnly)} checked={hiddenOnly} onChange={(e) => setHiddenOnly(e.currentTarget.checked)} mb="md" />
      {remote.state === 'failed' && !remote.data ? (
        <LoadFailed what={t(m.theReviews)} onRetry={remote.reload} />
      ) : !remote.data ? (
        <Text c="dimmed" role="status">{t(m.loading)}</Text>
      ) : rows.length === 0 ? (
        <Text>{t(hiddenOnly ? m.noneHidden : m.none)}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }} aria-label={t(reviews.title)}>
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
