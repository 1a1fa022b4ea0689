import { createFileRoute } from '@tanstack/react-router';
import { UploadScreen } from '@/features/prescriptions/UploadScreen';
import { loadPharmacies } from '@/features/prescriptions/pharmacies-source';

export const Route = createFileRoute('/prescriptions/upload')({
  loader: () => loadPharmacies().catch(() => undefined),
  head: () => ({ meta: [{ title: 'Upload Prescription | Magani Health' }] }),
  component: UploadPrescription,
});

function UploadPrescription() {
  return <UploadScreen pharmacies={Route.useLoaderData()} />;
}
