import { Text } from '@mantine/core';
import { formatDayTime } from '@/lib/format';
import { useRemote } from '@/lib/use-remote';
import { useT } from '@/lib/i18n/use-t';
import { listWrittenEprescriptions } from '@/lib/consultations/room';
import { EmptyNote } from '@/features/dashboard/components/EmptyNote';
import { dash } from '@/features/dashboard/doctor.messages';

/** The doctor's three latest e-prescriptions, from the database. */
export function DoctorRecentPrescriptions() {
  const t = useT();
  const remote = useRemote(listWrittenEprescriptions, 'doctor-recent-prescriptions');
  if (!remote.data) {
    return remote.state === 'failed' ? (
      <Text c="red.8" role="alert">{t(dash.recentFailed)}</Text>
    ) : (
      <Text c="dimmed" role="status">{t(dash.recentLoading)}</Text>
    );
  }
  if (remote.data.length === 0) {
    return <EmptyNote text={t(dash.recentNone)} action={{ to: '/doctor/schedule', label: t(dash.recentSchedule) }} />;
  }
  return (
    <ul style={{ margin: 0, paddingLeft: '1.2em' }} aria-label={t(dash.recentList)}>
      {remote.data.slice(0, 3).map((rx) => (
        // The patient's name and the medicines are as written.
        <li key={rx.id} translate="no">
          <Text span fw={600}>{rx.patient_name}</Text> · {rx.items.map((i) => i.name).join(', ')}
          <Text span c="dimmed" fz="sm"> · {formatDayTime(rx.created_at)}</Text>
        </li>
      ))}
    </ul>
  );
}
