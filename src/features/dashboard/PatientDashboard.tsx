import { formatDate } from '@/lib/format';
import { useRemote } from '@/lib/use-remote';
import { IconCalendar, IconSearch, IconTruck, IconUpload } from '@tabler/icons-react';
import { DashboardLoading } from '@/features/dashboard/components/DashboardLoading';
import { DashboardPage } from '@/features/dashboard/components/DashboardPage';
import { EmptyNote } from '@/features/dashboard/components/EmptyNote';
import { ItemList } from '@/features/dashboard/components/ItemList';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import type { QuickAction } from '@/features/dashboard/components/QuickActions';
import { loadPatient } from '@/features/dashboard/data/me';

const actions: QuickAction[] = [
  { label: 'Find Medication', description: 'Search and compare prices', to: '/drugs/search', icon: IconSearch },
  { label: 'Upload Prescription', description: 'Send it to a pharmacy', to: '/prescriptions/upload', icon: IconUpload },
  { label: 'Book Consultation', description: 'See a doctor online', to: '/consultations/book', icon: IconCalendar },
  { label: 'Track Order', description: 'Follow your delivery', to: '/orders/track', icon: IconTruck },
];

const title = 'Patient Dashboard';

export function PatientDashboard() {
  const data = useRemote(loadPatient, 'patient');
  if (!data.data) return <DashboardLoading title={title} failed={data.state === 'failed'} onRetry={data.reload} />;
  const { me, prescriptions } = data.data;
  return (
    <DashboardPage
      title={title}
      subtitle={`Welcome back, ${me.name}${me.state ? ` · ${me.state}` : ''}`}
      stats={[
        { label: 'Prescriptions sent', value: String(prescriptions.length), note: prescriptions.length === 5 ? 'Latest five shown' : undefined },
        { label: 'Member since', value: formatDate(me.joined) },
      ]}
      actions={actions}
    >
      <SectionCard title="Recent Orders" more={{ to: '/orders', label: 'View all orders' }}>
        <EmptyNote text="No orders yet. Find a medication and order it from a pharmacy near you." action={{ to: '/drugs/search', label: 'Search medications' }} />
      </SectionCard>
      <SectionCard title="Upcoming Consultations" more={{ to: '/consultations', label: 'View all consultations' }}>
        <EmptyNote text="No consultations booked. A doctor can see you online today." action={{ to: '/consultations/book', label: 'Book a consultation' }} />
      </SectionCard>
      <SectionCard title="My Prescriptions">
        {prescriptions.length === 0 ? (
          <EmptyNote text="No prescriptions yet. Upload one and a pharmacy will quote for it." action={{ to: '/prescriptions/upload', label: 'Upload a prescription' }} />
        ) : (
          <ItemList
            items={prescriptions.map((p) => ({
              key: p.id,
              title: `${p.file_paths.length} ${p.file_paths.length === 1 ? 'file' : 'files'} to ${p.pharmacy_id}`,
              lines: [`Sent ${formatDate(p.created_at)} · ${p.status.replace(/_/g, ' ')}`],
            }))}
          />
        )}
      </SectionCard>
    </DashboardPage>
  );
}
