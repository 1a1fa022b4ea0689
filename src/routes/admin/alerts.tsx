import { createFileRoute } from '@tanstack/react-router';
import { AlertsScreen } from '@/features/admin/alerts/AlertsScreen';

export const Route = createFileRoute('/admin/alerts')({
  staticData: { hideFooter: true },
  head: () => ({ meta: [{ title: 'System Alerts | Magani Health' }] }),
  component: AlertsScreen,
});
