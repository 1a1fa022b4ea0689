import { useState } from 'react';
import { Text } from '@mantine/core';
import { formatSlotTime, lagosDay } from '@/lib/format';
import { useRemote } from '@/lib/use-remote';
import { useT } from '@/lib/i18n/use-t';
import type { Message } from '@/lib/i18n/i18n';
import { listConsultations } from '@/lib/consultations/api';
import { EmptyNote } from '@/features/dashboard/components/EmptyNote';
import { dash } from '@/features/dashboard/doctor.messages';

// The database's consultation types, shown as the list has always named them.
const types: Partial<Record<string, Message>> = { video: dash.video, audio: dash.audio, chat: dash.chat };

/** The doctor's booked consultations of today (Lagos), from the database. */
export function DoctorToday() {
  const t = useT();
  const remote = useRemote(() => listConsultations('doctor'), 'doctor-today', 'consultations:doctor');
  const [opened] = useState(() => Date.now());
  if (!remote.data) {
    return remote.state === 'failed' ? (
      <Text c="red.8" role="alert">{t(dash.todayFailed)}</Text>
    ) : (
      <Text c="dimmed" role="status">{t(dash.todayLoading)}</Text>
    );
  }
  const typeName = (type: string) => {
    const label = types[type];
    return label ? t(label) : type;
  };
  const today = remote.data.filter((c) => c.status === 'booked' && lagosDay(c.starts_at) === lagosDay(opened));
  if (today.length === 0) {
    return <EmptyNote text={t(dash.todayNone)} action={{ to: '/doctor/availability', label: t(dash.todayOpen) }} />;
  }
  return (
    <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
      {today.map((c) => (
        <li key={c.id}>
          <Text span fw={600}>{formatSlotTime(c.starts_at)}</Text> <span translate="no">{c.patient_name}</span> ·{' '}
          {typeName(c.type)}
        </li>
      ))}
    </ul>
  );
}
