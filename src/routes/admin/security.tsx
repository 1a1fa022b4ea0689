import { createFileRoute } from '@tanstack/react-router';
import { SecurityScreen } from '@/features/admin/security/SecurityScreen';

export const Route = createFileRoute('/admin/security')({
  staticData: { hideFooter: true },
  head: () => ({ meta: [{ title: 'Security Center | Magani Health' }] }),
  component: SecurityScreen,
});
