import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

// A planned screen: its placeholder's text stands in the component, which is split out of the first load.
export const Route = createFileRoute('/_doctor/doctor/consultation/new')({
  staticData: { title: 'Start a Consultation | Magani Health' },
  component: () => (
    <ComingSoon title="Start a Consultation" description="Start a video, voice or chat consultation with a patient." backTo="/dashboard/doctor" />
  ),
});
