import { formatNaira, formatDate } from '@/lib/format';
import { IconSearch, IconUpload } from '@/components/screen-icons';
import { DashboardPage } from '@/features/dashboards/components/DashboardPage';
import { ItemList } from '@/features/dashboards/components/ItemList';
import { SectionCard } from '@/features/dashboards/components/SectionCard';
import { StatusBadge } from '@/features/dashboards/components/StatusBadge';
import type { QuickAction } from '@/features/dashboards/components/QuickActions';
import { formatDayAndClock, formatTimeAgo } from '@/features/dashboards/format';
import { IconCalendar, IconTruck } from '@/features/dashboards/icons';
import {
  patientConsultations,
  patientOrders,
  patientPrescriptions,
  patientProfile,
  patientStats,
} from '@/features/dashboards/sample-data/patient';
import { consultationTones, orderTones, prescriptionTones } from '@/features/dashboards/status';

const actions: QuickAction[] = [
  { label: 'Find Medication', description: 'Search and compare prices', to: '/drugs/search', icon: IconSearch },
  { label: 'Upload Prescription', description: 'Send it to a pharmacy', to: '/prescriptions/upload', icon: IconUpload },
  { label: 'Book Consultation', description: 'See a doctor online', to: '/consultations/book', icon: IconCalendar },
  { label: 'Track Order', description: 'Follow your delivery', to: '/orders/track', icon: IconTruck },
];

const typeLabel = { video: 'Video call', audio: 'Voice call', chat: 'Chat' } as const;

export function PatientDashboard() {
  return (
    <DashboardPage
      title="Patient Dashboard"
      subtitle={`Welcome back, ${patientProfile.name} · ${patientProfile.area}`}
      stats={patientStats}
      actions={actions}
    >
      <SectionCard title="Recent Orders" more={{ to: '/orders', label: 'View all orders' }}>
        <ItemList
          items={patientOrders.map((o) => ({
            key: o.id,
            title: o.medication,
            lines: [`${o.id} · ${o.pharmacy}`, formatTimeAgo(o.time)],
            aside: (
              <>
                <StatusBadge tone={orderTones[o.status]} />
                <strong>{formatNaira(o.amount)}</strong>
              </>
            ),
          }))}
        />
      </SectionCard>
      <SectionCard title="Upcoming Consultations" more={{ to: '/consultations', label: 'View all consultations' }}>
        <ItemList
          items={patientConsultations.map((c) => ({
            key: `${c.doctor}-${c.time.toISOString()}`,
            title: c.doctor,
            lines: [`${c.specialty} · ${typeLabel[c.type]}`, formatDayAndClock(c.time)],
            aside: <StatusBadge tone={consultationTones[c.status]} />,
          }))}
        />
      </SectionCard>
      <SectionCard title="My Prescriptions">
        <ItemList
          items={patientPrescriptions.map((p) => ({
            key: p.id,
            title: p.medication,
            lines: [`${p.id} · ${p.person}`, formatDate(p.date)],
            aside: <StatusBadge tone={prescriptionTones[p.status]} />,
          }))}
        />
      </SectionCard>
    </DashboardPage>
  );
}
