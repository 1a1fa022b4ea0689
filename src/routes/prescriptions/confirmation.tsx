import { type SearchSchemaInput, createFileRoute } from '@tanstack/react-router';
import { searchText } from '@/lib/search-params';
import { ConfirmationScreen } from '@/features/prescriptions/ConfirmationScreen';

const searchSchema = (search: { id?: string } & SearchSchemaInput) => ({ id: searchText(search.id, undefined, { max: 64 }) });

export const Route = createFileRoute('/prescriptions/confirmation')({
  staticData: { title: 'Prescription Submitted | Magani Health' },
  validateSearch: searchSchema,
  component: PrescriptionConfirmation,
});

function PrescriptionConfirmation() {
  return <ConfirmationScreen id={Route.useSearch().id} />;
}
