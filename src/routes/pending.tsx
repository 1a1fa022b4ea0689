import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '@/features/pending/PendingScreen';

export const Route = createFileRoute('/pending')({
  staticData: { title: 'Pending items | Magani Health', noindex: true },
  component: PendingScreen,
});
