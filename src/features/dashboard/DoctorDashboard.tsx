import { IconCalendar, IconClock, IconPencil, IconVideo } from '@tabler/icons-react';
import { ApplicationGate } from '@/components/review/ApplicationGate';
import { DashboardPage } from '@/features/dashboard/components/DashboardPage';
import { EmptyNote } from '@/features/dashboard/components/EmptyNote';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import { DoctorToday } from '@/features/dashboard/DoctorToday';
import type { QuickAction } from '@/features/dashboard/components/QuickActions';

const actions: QuickAction[] = [
  { label: 'View Schedule', description: "Today's appointments", to: '/doctor/schedule', icon: IconCalendar },
  { label: 'Start Consultation', description: 'Video, voice or chat', to: '/doctor/consultation/new', icon: IconVideo },
  { label: 'Write Prescription', description: 'Send it to a pharmacy', to: '/doctor/prescriptions', icon: IconPencil },
  { label: 'Set Availability', description: 'Open or close time slots', to: '/doctor/availability', icon: IconClock },
];

const title = 'Doctor Dashboard';

export function DoctorDashboard() {
  return (
    <ApplicationGate kind="doctor" title={title}>
      {(doctor) => {
        const specialty = doctor.submitted.find(([label]) => label === 'Specialty')?.[1];
        return (
          <DashboardPage
            title={title}
            subtitle={[doctor.name, specialty].filter(Boolean).join(' · ')}
            stats={[
              { label: 'Account', value: 'Approved' },
              { label: 'MDCN number', value: doctor.licenseNumber ?? 'Not given' },
            ]}
            actions={actions}
          >
            <SectionCard title="Today's Consultations" more={{ to: '/doctor/schedule', label: 'Full schedule' }}>
              <DoctorToday />
            </SectionCard>
            <SectionCard title="Recent Prescriptions" more={{ to: '/doctor/prescriptions/all', label: 'View all prescriptions' }}>
              <EmptyNote text="No prescriptions written yet. They appear here after your first consultation." />
            </SectionCard>
          </DashboardPage>
        );
      }}
    </ApplicationGate>
  );
}
