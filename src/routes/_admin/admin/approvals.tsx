import { createFileRoute } from '@tanstack/react-router';
import { ApprovalsScreen } from '@/features/admin/approvals/ApprovalsScreen';

export const Route = createFileRoute('/_admin/admin/approvals')({
  staticData: { title: 'User Approvals | Magani Health' },
  component: ApprovalsScreen,
});
