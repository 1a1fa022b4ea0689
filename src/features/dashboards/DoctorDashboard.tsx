import { formatDate } from '@/lib/format';
import { IconClockInset, IconVideo } from '@/components/screen-icons';
import { DashboardPage } from '@/features/dashboards/components/DashboardPage';
import { ItemList } from '@/features/dashboards/components/ItemList';
import { SectionCard } from '@/features/dashboards/components/SectionCard';
import { StatusBadge } from '@/features/dashboards/components/StatusBadge';
import type { QuickAction } from '@/features/dashboards/components/QuickActions';
import { formatClock } from '@/features/dashboards/format';
import { IconCalendar, IconPen } from '@/features/dashboards/icons';
import {
  doctorPrescriptions,
  doctorProfile,
  doctorStats,
  todaysConsultations,
} from '@/features/dashboards/sample-data/doctor';
import { consultationTones, prescriptionTones } from '@/features/dashboards/status';

const actions: QuickAction[] = [
  { label: 'View Schedule', description: "Today's appointments", to: '/doctor/schedule', icon: IconCalendar },
  { label: 'Start Consultation', description: 'Video, voice or chat', to: '/doctor/consultation/new', icon: IconVideo },
  { label: 'Write Prescription', description: 'Send it to a pharmacy', to: '/doctor/prescriptions', icon: IconPen },
  { label: 'Set Availability', description: 'Open or close time slots', to: '/doctor/availability', icon: IconClockInset },
];

const typeLabel = { video: 'Video', audio: 'Voice', chat: 'Chat' } as const;

export function DoctorDashboard() {
  return (
    <DashboardPage
      title="Doctor Dashboard"
      subtitle={`${doctorProfile.name} · ${doctorProfile.specialty} · ${doctorProfile.hospital}`}
      stats={doctorStats}
      actions={actions}
    >
      <SectionCard title="Today's Consultations" more={{ to: '/doctor/schedule', label: 'Full schedule' }}>
        <ItemList
          items={todaysConsultations.map((c) => ({
            key: `${c.patient}-${c.time.toISOString()}`,
            title: c.patient,
            lines: [c.condition, `${formatClock(c.time)} · ${c.duration} min · ${typeLabel[c.type]}`],
            aside: <StatusBadge tone={consultationTones[c.status]} />,
          }))}
        />
      </SectionCard>
      <SectionCard title="Recent Prescriptions" more={{ to: '/doctor/prescriptions/all', label: 'View all prescriptions' }}>
        <ItemList
          items={doctorPrescriptions.map((p) => ({
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
