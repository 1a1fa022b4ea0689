import { useState } from 'react';
import { Text } from '@mantine/core';
import { formatSlotTime, lagosDay } from '@/lib/format';
import { useRemote } from '@/lib/use-remote';
import { listConsultations } from '@/lib/consultations/api';
import { EmptyNote } from '@/features/dashboard/components/EmptyNote';

/** The doctor's booked consultations of today (Lagos), from the database. */
export function DoctorToday() {
  const remote = useRemote(() => listConsultations('doctor'), 'doctor-today', 'consultations:doctor');
  const [opened] = useState(() => Date.now());
  if (!remote.data) {
    return remote.state === 'failed' ? (
      <Text c="red.8" role="alert">Your consultations could not be loaded.</Text>
    ) : (
      <Text c="dimmed" role="status">Loading your consultations…</Text>
    );
  }
  const today = remote.data.filter((c) => c.status === 'booked' && lagosDay(c.starts_at) === lagosDay(opened));
  if (today.length === 0) {
    return <EmptyNote text="No consultations booked for today. Open time slots so patients can book you." action={{ to: '/doctor/availability', label: 'Set availability' }} />;
  }
  return (
    <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
      {today.map((c) => (
        <li key={c.id}>
          <Text span fw={600}>{formatSlotTime(c.starts_at)}</Text> {c.patient_name} · {c.type}
        </li>
      ))}
    </ul>
  );
}
