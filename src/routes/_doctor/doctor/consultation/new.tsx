import { createFileRoute } from '@tanstack/react-router';
import { StartConsultation } from '@/features/consultations/StartConsultation';

export const Route = createFileRoute('/_doctor/doctor/consultation/new')({
  staticData: { title: 'Start a Consultation | Magani Health' },
  component: StartConsultation,
});
