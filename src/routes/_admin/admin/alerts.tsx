import { createFileRoute } from '@tanstack/react-router';
import { AlertsScreen } from '@/features/admin/alerts/AlertsScreen';

export const Route = createFileRoute('/_admin/admin/alerts')({
  staticData: { title: 'System Alerts | Magani Health' },
  component: AlertsScreen,
});
