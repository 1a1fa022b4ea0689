import { createFileRoute } from '@tanstack/react-router';
import { UploadScreen } from '@/features/prescriptions/UploadScreen';
import { loadPharmacies } from '@/features/prescriptions/pharmacies-source';

export const Route = createFileRoute('/prescriptions/upload')({
  staticData: { title: 'Upload Prescription | Magani Health' },
  loader: () => loadPharmacies().catch(() => undefined),
  component: UploadPrescription,
});

function UploadPrescription() {
  return <UploadScreen pharmacies={Route.useLoaderData()} />;
}
