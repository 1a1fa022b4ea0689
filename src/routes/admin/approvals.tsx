import { createFileRoute } from '@tanstack/react-router';
import { ApprovalsScreen } from '@/features/admin/approvals/ApprovalsScreen';

export const Route = createFileRoute('/admin/approvals')({
  staticData: { hideFooter: true },
  head: () => ({ meta: [{ title: 'User Approvals | Magani Health' }] }),
  component: ApprovalsScreen,
});
