import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '@/features/outbox/PendingScreen';

export const Route = createFileRoute('/pending')({
  head: () => ({ meta: [{ title: 'Pending items | Magani Health' }, { name: 'robots', content: 'noindex' }] }),
  component: PendingScreen,
});
