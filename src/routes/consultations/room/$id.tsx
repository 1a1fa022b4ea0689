import { createFileRoute } from '@tanstack/react-router';
import { ConsultationRoom } from '@/features/consultations/room/ConsultationRoom';

export const Route = createFileRoute('/consultations/room/$id')({
  staticData: { title: 'Consultation Room | Magani Health' },
  component: Room,
});

function Room() {
  return <ConsultationRoom id={Route.useParams().id} />;
}
