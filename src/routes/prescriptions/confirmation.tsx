import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ConfirmationScreen } from '@/features/prescriptions/ConfirmationScreen';

const searchSchema = v.object({
  id: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
});

export const Route = createFileRoute('/prescriptions/confirmation')({
  staticData: { title: 'Prescription Submitted | Magani Health' },
  validateSearch: searchSchema,
  component: PrescriptionConfirmation,
});

function PrescriptionConfirmation() {
  return <ConfirmationScreen id={Route.useSearch().id} />;
}
