import type { ReactNode } from 'react';
import { Badge, Group, Paper, Text } from '@mantine/core';
import { formatDate } from '@/lib/format';
import type { Review } from '@/lib/reviews';
import { reviews as m } from '@/features/reviews/reviews.messages';
import { useT } from '@/lib/i18n/use-t';

/** One review as its reader sees it: stars, who and when, the comment, the answer and whether it is hidden. */
export function ReviewCard({ review, showSubject, children }: { review: Review; showSubject?: boolean; children?: ReactNode }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="review">
      <Group justify="space-between" gap="xs" align="flex-start">
        <div>
          <Text fw={700}>
            <span role="img" translate="no" aria-label={t(m.stars, { rating: review.rating })}>{'★'.repeat(review.rating)}{'☆'.repeat(5 - review.rating)}</span>
          </Text>
          <Text fz="sm" c="dimmed">
            {review.patient_name ? <span translate="no">{review.patient_name}</span> : t(m.aPatient)} · {formatDate(review.created_at)}
            {showSubject && <> · {t(m.about, { subject: review.subject_name })}</>}
          </Text>
        </div>
        {review.hidden_at && (
          <Badge color="red.9" variant="light" c="red.9">
            {t(m.hidden)}
          </Badge>
        )}
      </Group>
      {/* What the patient, the admin and the answerer wrote stays as written. */}
      <Text mt="xs" translate={review.comment ? 'no' : undefined}>
        {review.comment || <Text span c="dimmed">{t(m.noComment)}</Text>}
      </Text>
      {review.hidden_at && (
        <Text fz="sm" c="red.9" mt={4}>
          {t(m.hiddenBy)} <span translate="no">{review.hidden_reason}</span>
        </Text>
      )}
      {review.reply && (
        <Text fz="sm" mt="xs">
          <strong>{t(m.answerLabel)}</strong> <span translate="no">{review.reply}</span>
        </Text>
      )}
      {children}
    </Paper>
  );
}
