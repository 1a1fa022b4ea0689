import { IconCalendar, IconClock, IconPencil, IconStar, IconVideo, IconWallet } from '@tabler/icons-react';
import { ApplicationGate } from '@/components/review/ApplicationGate';
import { DashboardPage } from '@/features/dashboard/components/DashboardPage';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import { DoctorToday } from '@/features/dashboard/DoctorToday';
import { DoctorRecentPrescriptions } from '@/features/dashboard/DoctorRecentPrescriptions';
import type { QuickAction } from '@/features/dashboard/components/QuickActions';
import { dash, specialty as specialties } from '@/features/dashboard/doctor.messages';
import { useT } from '@/lib/i18n/use-t';
import type { Message } from '@/lib/i18n/i18n';

export function DoctorDashboard() {
  const t = useT();
  const title = t(dash.title);
  const actions: QuickAction[] = [
    { label: t(dash.viewSchedule), description: t(dash.viewScheduleNote), to: '/doctor/schedule', icon: IconCalendar },
    { label: t(dash.start), description: t(dash.startNote), to: '/doctor/consultation/new', icon: IconVideo },
    { label: t(dash.write), description: t(dash.writeNote), to: '/doctor/prescriptions', icon: IconPencil },
    { label: t(dash.availability), description: t(dash.availabilityNote), to: '/doctor/availability', icon: IconClock },
    { label: t(dash.reviews), description: t(dash.reviewsNote), to: '/doctor/reviews', icon: IconStar },
    { label: t(dash.earnings), description: t(dash.earningsNote), to: '/doctor/earnings', icon: IconWallet },
  ];
  return (
    <ApplicationGate kind="doctor" title={title}>
      {(doctor) => {
        // The application's fields are labelled in English by the account module, whatever the language.
        const stored = doctor.submitted.find(([label]) => label === 'Specialty')?.[1];
        const known = stored ? (specialties[stored as keyof typeof specialties] as Message | undefined) : undefined;
        return (
          <DashboardPage
            title={title}
            subtitle={
              <>
                <span translate="no">{doctor.name}</span>
                {stored && ' · '}
                {stored && (known ? t(known) : <span translate="no">{stored}</span>)}
              </>
            }
            stats={[
              { label: t(dash.account), value: t(dash.approved) },
              // The registration number is the council's, as the doctor gave it.
              { label: t(dash.mdcn), value: doctor.licenseNumber ?? t(dash.notGiven) },
            ]}
            actions={actions}
          >
            <SectionCard title={t(dash.today)} more={{ to: '/doctor/schedule', label: t(dash.fullSchedule) }}>
              <DoctorToday />
            </SectionCard>
            <SectionCard title={t(dash.recent)} more={{ to: '/doctor/prescriptions', label: t(dash.allPrescriptions) }}>
              <DoctorRecentPrescriptions />
            </SectionCard>
          </DashboardPage>
        );
      }}
    </ApplicationGate>
  );
}
