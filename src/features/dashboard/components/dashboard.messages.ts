import { defineMessages } from '@/lib/i18n/i18n';

// The dashboards' shared frame (every role's dashboard shows it: core catalogue).
export const dashboard = defineMessages({
  quickActions: { id: 'common.dashboard.quick-actions', message: 'Quick Actions' },
  loading: { id: 'common.dashboard.loading', message: 'Loading your dashboard' },
  yourDashboard: { id: 'common.dashboard.yours', message: 'your dashboard' },
});
