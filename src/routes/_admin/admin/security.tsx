import { createFileRoute } from '@tanstack/react-router';
import { SecurityScreen } from '@/features/admin/security/SecurityScreen';

export const Route = createFileRoute('/_admin/admin/security')({
  staticData: { title: 'Security Center | Magani Health' },
  component: SecurityScreen,
});
