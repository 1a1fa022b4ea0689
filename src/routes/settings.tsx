import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '@/features/settings/SettingsScreen';

export const Route = createFileRoute('/settings')({
  staticData: { title: 'Account Settings | Magani Health' },
  component: SettingsScreen,
});
