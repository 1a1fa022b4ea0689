import { createFileRoute } from '@tanstack/react-router';
import { ReceivedReviews } from '@/features/reviews/ReceivedReviews';
import { replyRefusal } from '@/features/reviews/reply-refusal.messages';

export const Route = createFileRoute('/_doctor/doctor/reviews')({
  staticData: { title: 'My Reviews | Magani Health' },
  component: () => <ReceivedReviews notYours={replyRefusal.doctor} />,
});
