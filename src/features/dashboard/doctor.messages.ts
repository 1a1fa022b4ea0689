import { defineMessages } from '@/lib/i18n/i18n';

// The dashboard (/dashboard/doctor): its figures, quick actions and today's lists.
export const dash = defineMessages({
  title: { id: 'doctor.dashboard.title', message: 'Doctor Dashboard' },
  account: { id: 'doctor.dashboard.account', message: 'Account' },
  approved: { id: 'doctor.dashboard.approved', message: 'Approved' },
  mdcn: { id: 'doctor.dashboard.mdcn', message: 'MDCN number' },
  notGiven: { id: 'doctor.dashboard.mdcn.none', message: 'Not given' },
  viewSchedule: { id: 'doctor.action.schedule', message: 'View Schedule' },
  viewScheduleNote: { id: 'doctor.action.schedule.note', message: "Today's appointments" },
  start: { id: 'doctor.action.start', message: 'Start Consultation' },
  startNote: { id: 'doctor.action.start.note', message: "Open today's next room" },
  write: { id: 'doctor.action.write', message: 'Write Prescription' },
  writeNote: { id: 'doctor.action.write.note', message: 'Send it to a pharmacy' },
  availability: { id: 'doctor.action.availability', message: 'Set Availability' },
  availabilityNote: { id: 'doctor.action.availability.note', message: 'Open or close time slots' },
  reviews: { id: 'doctor.action.reviews', message: 'My Reviews' },
  reviewsNote: { id: 'doctor.action.reviews.note', message: 'Read and answer patients' },
  earnings: { id: 'doctor.action.earnings', message: 'Earnings' },
  earningsNote: { id: 'doctor.action.earnings.note', message: 'Balance, bank account, statements' },
  today: { id: 'doctor.dashboard.today', message: "Today's Consultations" },
  fullSchedule: { id: 'doctor.dashboard.today.more', message: 'Full schedule' },
  todayFailed: { id: 'doctor.dashboard.today.failed', message: 'Your consultations could not be loaded.' },
  todayLoading: { id: 'doctor.dashboard.today.loading', message: 'Loading your consultations…' },
  todayNone: { id: 'doctor.dashboard.today.none', message: 'No consultations booked for today. Open time slots so patients can book you.' },
  recent: { id: 'doctor.dashboard.recent', message: 'Recent Prescriptions' },
  allPrescriptions: { id: 'doctor.dashboard.recent.more', message: 'View all prescriptions' },
  recentFailed: { id: 'doctor.dashboard.recent.failed', message: 'Your prescriptions could not be loaded.' },
  recentNone: { id: 'doctor.dashboard.recent.none', message: "No prescriptions written yet. You write them in a consultation's room." },
  recentLoading: { id: 'doctor.dashboard.recent.loading', message: 'Loading your prescriptions…' },
  recentSchedule: { id: 'doctor.dashboard.recent.schedule', message: 'My schedule' },
  todayOpen: { id: 'doctor.dashboard.today.open', message: 'Set availability' },
  recentList: { id: 'doctor.dashboard.recent.list', message: 'Latest prescriptions' },
  video: { id: 'doctor.consult-type.video', message: 'video' },
  audio: { id: 'doctor.consult-type.audio', message: 'audio' },
  chat: { id: 'doctor.consult-type.chat', message: 'chat' },
});

// The doctor's own specialty under the dashboard's heading (the booking screens have theirs in
// the patient's catalogue, which the doctor's pages do not load).
export const specialty = defineMessages({
  Cardiology: { id: 'doctor.specialty.cardiology', message: 'Cardiology' },
  Dermatology: { id: 'doctor.specialty.dermatology', message: 'Dermatology' },
  'General Practice': { id: 'doctor.specialty.general', message: 'General Practice' },
  Pediatrics: { id: 'doctor.specialty.pediatrics', message: 'Pediatrics' },
  Neurology: { id: 'doctor.specialty.neurology', message: 'Neurology' },
  Ophthalmology: { id: 'doctor.specialty.ophthalmology', message: 'Ophthalmology' },
});
