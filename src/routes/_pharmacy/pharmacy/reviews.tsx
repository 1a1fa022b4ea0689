import { createFileRoute } from '@tanstack/react-router';
import { ReceivedReviews } from '@/features/reviews/ReceivedReviews';
import { replyRefusal } from '@/features/reviews/reply-refusal.messages';

export const Route = createFileRoute('/_pharmacy/pharmacy/reviews')({
  staticData: { title: 'Pharmacy Reviews | Magani Health' },
  component: () => <ReceivedReviews notYours={replyRefusal.pharmacy} />,
});
