import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

// A planned screen: its placeholder's text stands in the component, which is split out of the first load.
export const Route = createFileRoute('/_doctor/doctor/prescriptions/all')({
  staticData: { title: 'All Prescriptions | Magani Health' },
  component: () => (
    <ComingSoon title="All Prescriptions" description="Every prescription you have written, with its fill status." backTo="/dashboard/doctor" />
  ),
});
