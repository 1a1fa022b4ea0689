import type { ReactNode } from 'react';
import { Badge, Group, Paper, Text } from '@mantine/core';
import { formatDate } from '@/lib/format';
import type { Review } from '@/lib/reviews';

/** One review as its reader sees it: stars, who and when, the comment, the answer and whether it is hidden. */
export function ReviewCard({ review, showSubject, children }: { review: Review; showSubject?: boolean; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="review">
      <Group justify="space-between" gap="xs" align="flex-start">
        <div>
          <Text fw={700}>
            <span role="img" aria-label={`${review.rating} of 5 stars`}>{'★'.repeat(review.rating)}{'☆'.repeat(5 - review.rating)}</span>
          </Text>
          <Text fz="sm" c="dimmed">
            {review.patient_name ?? 'A patient'} · {formatDate(review.created_at)}
            {showSubject && ` · about ${review.subject_name}`}
          </Text>
        </div>
        {review.hidden_at && (
          <Badge color="red.9" variant="light" c="red.9">
            Hidden
          </Badge>
        )}
      </Group>
      <Text mt="xs">{review.comment || <Text span c="dimmed">No comment.</Text>}</Text>
      {review.hidden_at && <Text fz="sm" c="red.9" mt={4}>Hidden by an administrator: {review.hidden_reason}</Text>}
      {review.reply && (
        <Text fz="sm" mt="xs">
          <strong>Answer:</strong> {review.reply}
        </Text>
      )}
      {children}
    </Paper>
  );
}
