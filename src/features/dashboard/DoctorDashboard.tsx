import { IconCalendar, IconClock, IconPencil, IconStar, IconVideo, IconWallet } from '@tabler/icons-react';
import { ApplicationGate } from '@/components/review/ApplicationGate';
import { DashboardPage } from '@/features/dashboard/components/DashboardPage';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import { DoctorToday } from '@/features/dashboard/DoctorToday';
import { DoctorRecentPrescriptions } from '@/features/dashboard/DoctorRecentPrescriptions';
import type { QuickAction } from '@/features/dashboard/components/QuickActions';

const actions: QuickAction[] = [
  { label: 'View Schedule', description: "Today's appointments", to: '/doctor/schedule', icon: IconCalendar },
  { label: 'Start Consultation', description: "Open today's next room", to: '/doctor/consultation/new', icon: IconVideo },
  { label: 'Write Prescription', description: 'Send it to a pharmacy', to: '/doctor/prescriptions', icon: IconPencil },
  { label: 'Set Availability', description: 'Open or close time slots', to: '/doctor/availability', icon: IconClock },
  { label: 'My Reviews', description: 'Read and answer patients', to: '/doctor/reviews', icon: IconStar },
  { label: 'Earnings', description: 'Balance, bank account, statements', to: '/doctor/earnings', icon: IconWallet },
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
            <SectionCard title="Recent Prescriptions" more={{ to: '/doctor/prescriptions', label: 'View all prescriptions' }}>
              <DoctorRecentPrescriptions />
            </SectionCard>
          </DashboardPage>
        );
      }}
    </ApplicationGate>
  );
}
