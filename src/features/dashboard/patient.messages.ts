import { defineMessages } from '@/lib/i18n/i18n';

// The patient's dashboard (/dashboard/patient, orders area).
export const patientDash = defineMessages({
  title: { id: 'orders.patient-dash.title', message: 'Patient Dashboard' },
  welcome: { id: 'orders.patient-dash.welcome', message: 'Welcome back, {name}' },
  find: { id: 'orders.patient-dash.action.find', message: 'Find Medication' },
  findNote: { id: 'orders.patient-dash.action.find.note', message: 'Search and compare prices' },
  upload: { id: 'orders.patient-dash.action.upload', message: 'Upload Prescription' },
  uploadNote: { id: 'orders.patient-dash.action.upload.note', message: 'Send it to a pharmacy' },
  book: { id: 'orders.patient-dash.action.book', message: 'Book Consultation' },
  bookNote: { id: 'orders.patient-dash.action.book.note', message: 'See a doctor online' },
  track: { id: 'orders.patient-dash.action.track', message: 'Track Order' },
  trackNote: { id: 'orders.patient-dash.action.track.note', message: 'Follow your delivery' },
  sent: { id: 'orders.patient-dash.stat.sent', message: 'Prescriptions sent' },
  latestFive: { id: 'orders.patient-dash.stat.latest-five', message: 'Latest five shown' },
  memberSince: { id: 'orders.patient-dash.stat.member-since', message: 'Member since' },
  recentOrders: { id: 'orders.patient-dash.orders', message: 'Recent Orders' },
  allOrders: { id: 'orders.patient-dash.orders.all', message: 'View all orders' },
  noOrders: { id: 'orders.patient-dash.orders.none', message: 'No orders yet. Find a medication and order it from a pharmacy near you.' },
  searchMedications: { id: 'orders.patient-dash.orders.search', message: 'Search medications' },
  consultations: { id: 'orders.patient-dash.consultations', message: 'Upcoming Consultations' },
  allConsultations: { id: 'orders.patient-dash.consultations.all', message: 'View all consultations' },
  noConsultations: { id: 'orders.patient-dash.consultations.none', message: 'No consultations booked. A doctor can see you online today.' },
  bookConsultation: { id: 'orders.patient-dash.consultations.book', message: 'Book a consultation' },
  prescriptions: { id: 'orders.patient-dash.rx', message: 'My Prescriptions' },
  noPrescriptions: { id: 'orders.patient-dash.rx.none', message: 'No prescriptions yet. Upload one and a pharmacy will quote for it.' },
  uploadOne: { id: 'orders.patient-dash.rx.upload', message: 'Upload a prescription' },
  // {pharmacy} is the pharmacy's reference as stored with the prescription.
  files: { id: 'orders.patient-dash.rx.files', message: '{count, plural, one {# file} other {# files}} to {pharmacy}' },
  sentOn: { id: 'orders.patient-dash.rx.sent', message: 'Sent {date} · {status}' },
});

// A prescription's state as the list names it (prescriptions.status).
export const rxStatus = defineMessages({
  submitted: { id: 'orders.patient-dash.rx.state.submitted', message: 'submitted' },
  approved: { id: 'orders.patient-dash.rx.state.approved', message: 'approved' },
  quoted: { id: 'orders.patient-dash.rx.state.quoted', message: 'quoted' },
  refused: { id: 'orders.patient-dash.rx.state.refused', message: 'refused' },
  accepted: { id: 'orders.patient-dash.rx.state.accepted', message: 'accepted' },
  declined: { id: 'orders.patient-dash.rx.state.declined', message: 'declined' },
});
