import { createFileRoute } from '@tanstack/react-router';
import { ReportsScreen } from '@/features/admin/reports/ReportsScreen';
import { readReportSearch } from '@/features/admin/reports/report-period';

export const Route = createFileRoute('/_admin/admin/reports')({
  validateSearch: readReportSearch,
  staticData: { title: 'Admin Reports | Magani Health' },
  component: AdminReportsRoute,
});

function AdminReportsRoute() {
  const { days } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ReportsScreen days={days ?? 30} onDaysChange={(d) => void navigate({ search: { days: d }, replace: true })} />;
}
