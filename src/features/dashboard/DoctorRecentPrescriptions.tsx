import { Text } from '@mantine/core';
import { formatDayTime } from '@/lib/format';
import { useRemote } from '@/lib/use-remote';
import { listWrittenEprescriptions } from '@/lib/consultations/room';
import { EmptyNote } from '@/features/dashboard/components/EmptyNote';

/** The doctor's three latest e-prescriptions, from the database. */
export function DoctorRecentPrescriptions() {
  const remote = useRemote(listWrittenEprescriptions, 'doctor-recent-prescriptions');
  if (!remote.data) {
    return remote.state === 'failed' ? (
      <Text c="red.8" role="alert">Your prescriptions could not be loaded.</Text>
    ) : (
      <Text c="dimmed" role="status">Loading your prescriptions…</Text>
    );
  }
  if (remote.data.length === 0) {
    return <EmptyNote text="No prescriptions written yet. You write them in a consultation's room." action={{ to: '/doctor/schedule', label: 'My schedule' }} />;
  }
  return (
    <ul style={{ margin: 0, paddingLeft: '1.2em' }} aria-label="Latest prescriptions">
      {remote.data.slice(0, 3).map((rx) => (
        <li key={rx.id}>
          <Text span fw={600}>{rx.patient_name}</Text> · {rx.items.map((i) => i.name).join(', ')}
          <Text span c="dimmed" fz="sm"> · {formatDayTime(rx.created_at)}</Text>
        </li>
      ))}
    </ul>
  );
}
