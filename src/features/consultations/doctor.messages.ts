import { defineMessages } from '@/lib/i18n/i18n';

// The doctor's screens (/doctor/*, /dashboard/doctor). Patients' names, medicines and what the
// doctor wrote come from rows and stay as written.
export const doc = defineMessages({
  schedule: { id: 'doctor.schedule.title', message: 'My schedule' },
  intro: { id: 'doctor.schedule.intro', message: 'Times are Lagos time. You or the patient can cancel a booking before it starts.' },
  movedNotified: { id: 'doctor.schedule.moved', message: 'Moved to {when}. The patient has been notified.' },
});
