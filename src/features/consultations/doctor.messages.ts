import { defineMessages } from '@/lib/i18n/i18n';

// The doctor's screens (/doctor/*, /dashboard/doctor). Patients' names, medicines and what the
// doctor wrote come from rows and stay as written.
export const doc = defineMessages({
  schedule: { id: 'doctor.schedule.title', message: 'My schedule' },
  intro: { id: 'doctor.schedule.intro', message: 'Times are Lagos time. You or the patient can cancel a booking before it starts.' },
  movedNotified: { id: 'doctor.schedule.moved', message: 'Moved to {when}. The patient has been notified.' },
  setAvailability: { id: 'doctor.set-availability', message: 'Set availability' },
  loadingPrescriptions: { id: 'doctor.prescriptions.loading', message: 'Loading your prescriptions…' },
});

// /doctor/availability: the weekly hours.
export const hours = defineMessages({
  title: { id: 'doctor.hours.title', message: 'Availability' },
  lead: {
    id: 'doctor.hours.lead',
    message: 'Your weekly hours in Lagos time. Patients book 30-minute slots within them; booked slots stay booked when you change hours.',
  },
  what: { id: 'doctor.hours.what', message: 'your hours' },
  loading: { id: 'doctor.hours.loading', message: 'Loading your hours…' },
  monday: { id: 'doctor.hours.day.1', message: 'Monday' },
  tuesday: { id: 'doctor.hours.day.2', message: 'Tuesday' },
  wednesday: { id: 'doctor.hours.day.3', message: 'Wednesday' },
  thursday: { id: 'doctor.hours.day.4', message: 'Thursday' },
  friday: { id: 'doctor.hours.day.5', message: 'Friday' },
  saturday: { id: 'doctor.hours.day.6', message: 'Saturday' },
  sunday: { id: 'doctor.hours.day.0', message: 'Sunday' },
  add: { id: 'doctor.hours.add', message: 'Add hours on {day}' },
  none: { id: 'doctor.hours.none', message: 'Not available' },
  from: { id: 'doctor.hours.from', message: '{day} from' },
  until: { id: 'doctor.hours.until', message: '{day} until' },
  removeLabel: { id: 'doctor.hours.remove.label', message: 'Remove {start}–{end} on {day}' },
  remove: { id: 'doctor.hours.remove', message: 'Remove' },
  badTime: { id: 'doctor.hours.bad-time', message: 'Write each time as HH:MM, for example 09:00.' },
  endFirst: { id: 'doctor.hours.end-first', message: 'Each period must end after it starts.' },
  saved: { id: 'doctor.hours.saved', message: 'Saved. Patients now see free times from these hours.' },
  notSaved: { id: 'doctor.hours.not-saved', message: 'Not saved. Try again.' },
  save: { id: 'doctor.hours.save', message: 'Save availability' },
  // The server's refusals, named by their hint (as the server words them in English).
  notDoctor: { id: 'doctor.hours.refused.not-doctor', message: 'Only a doctor account can set availability' },
  tooMany: { id: 'doctor.hours.refused.too-many', message: 'Availability must be a list of at most 70 periods' },
});

// /doctor/prescriptions: the e-prescriptions the doctor wrote.
export const written = defineMessages({
  title: { id: 'doctor.rx.title', message: 'My prescriptions' },
  lead: {
    id: 'doctor.rx.lead',
    message: 'You write an e-prescription during a consultation, in its room: the patient sees it at once and can send it to a pharmacy, where it arrives already approved.',
  },
  what: { id: 'doctor.rx.what', message: 'your prescriptions' },
  none: { id: 'doctor.rx.none', message: 'No prescriptions yet. Open a booked consultation from your schedule to write one.' },
  search: { id: 'doctor.rx.search', message: 'Search by patient or medicine' },
  matching: { id: 'doctor.rx.matching', message: '{shown} of {total} match “{query}”' },
  count: { id: 'doctor.rx.count', message: '{count} written' },
  list: { id: 'doctor.rx.list', message: 'Prescriptions you wrote' },
  cardLabel: { id: 'doctor.rx.card', message: 'For {name}, {when}' },
  dates: { id: 'doctor.rx.dates', message: 'Written {written} · consultation of {consultation}' },
  item: { id: 'doctor.rx.item', message: '{dose}, {frequency}, for {duration}' },
  notes: { id: 'doctor.rx.notes', message: 'Notes:' },
  notSent: { id: 'doctor.rx.not-sent', message: 'Not sent to a pharmacy yet.' },
  sentOne: { id: 'doctor.rx.sent.one', message: 'Sent by the patient to a pharmacy.' },
  sentMany: { id: 'doctor.rx.sent.many', message: 'Sent by the patient to {count} pharmacies.' },
  openRoom: { id: 'doctor.rx.open-room', message: 'Open consultation room' },
});

// /doctor/consultation/new: when no consultation is left today.
export const startNew = defineMessages({
  title: { id: 'doctor.start.title', message: 'Start a consultation' },
  what: { id: 'doctor.start.what', message: 'your consultations' },
  finding: { id: 'doctor.start.finding', message: 'Finding your next consultation…' },
  noneToday: { id: 'doctor.start.none-today', message: 'No more consultations are booked for today.' },
  next: { id: 'doctor.start.next', message: 'Your next one is {when} with {name}.' },
  nothing: { id: 'doctor.start.nothing', message: 'Nothing is booked yet. Patients book the time slots you open.' },
});
