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
import { patientDash as m, rxStatus } from '@/features/dashboard/patient.messages';
import { usePlurals, useT } from '@/lib/i18n/use-t';
import type { Message } from '@/lib/i18n/i18n';

export function PatientDashboard() {
  const t = useT();
  const data = useRemote(loadPatient, 'patient');
  // The file counts are plurals: Lingui comes with the first prescription shown.
  usePlurals(Boolean(data.data?.prescriptions.length));
  const title = t(m.title);
  if (!data.data) return <DashboardLoading title={title} failed={data.state === 'failed'} onRetry={data.reload} />;
  const { me, prescriptions } = data.data;
  const actions: QuickAction[] = [
    { label: t(m.find), description: t(m.findNote), to: '/drugs/search', icon: IconSearch },
    { label: t(m.upload), description: t(m.uploadNote), to: '/prescriptions/upload', icon: IconUpload },
    { label: t(m.book), description: t(m.bookNote), to: '/consultations/book', icon: IconCalendar },
    { label: t(m.track), description: t(m.trackNote), to: '/orders/track', icon: IconTruck },
  ];
  return (
    <DashboardPage
      title={title}
      subtitle={
        <>
          {t(m.welcome, { name: me.name })}
          {me.state && (
            <>
              {' · '}
              <span translate="no">{me.state}</span>
            </>
          )}
        </>
      }
      stats={[
        { label: t(m.sent), value: String(prescriptions.length), note: prescriptions.length === 5 ? t(m.latestFive) : undefined },
        { label: t(m.memberSince), value: formatDate(me.joined) },
      ]}
      actions={actions}
    >
      <SectionCard title={t(m.recentOrders)} more={{ to: '/orders', label: t(m.allOrders) }}>
        <EmptyNote text={t(m.noOrders)} action={{ to: '/drugs/search', label: t(m.searchMedications) }} />
      </SectionCard>
      <SectionCard title={t(m.consultations)} more={{ to: '/consultations', label: t(m.allConsultations) }}>
        <EmptyNote text={t(m.noConsultations)} action={{ to: '/consultations/book', label: t(m.bookConsultation) }} />
      </SectionCard>
      <SectionCard title={t(m.prescriptions)}>
        {prescriptions.length === 0 ? (
          <EmptyNote text={t(m.noPrescriptions)} action={{ to: '/prescriptions/upload', label: t(m.uploadOne) }} />
        ) : (
          <ItemList
            items={prescriptions.map((p) => {
              const state = (rxStatus as Record<string, Message | undefined>)[p.status];
              return {
                key: p.id,
                title: t(m.files, { count: p.file_paths.length, pharmacy: p.pharmacy_id }),
                lines: [
                  state ? (
                    t(m.sentOn, { date: formatDate(p.created_at), status: t(state) })
                  ) : (
                    // A state this screen does not know yet is shown as the database names it.
                    <span translate="no">{t(m.sentOn, { date: formatDate(p.created_at), status: p.status.replace(/_/g, ' ') })}</span>
                  ),
                ],
              };
            })}
          />
        )}
      </SectionCard>
    </DashboardPage>
  );
}
