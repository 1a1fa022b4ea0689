type Placeholder = { title: string; description: string; backTo: string };

/** Screens that are planned but not built: each route file renders <ComingSoonPage/>. */
export const comingSoonPages: Record<string, Placeholder> = {
  '/pharmacy/analytics': {
    title: 'Pharmacy Analytics',
    description: 'See sales, top products and customer trends for your pharmacy.',
    backTo: '/dashboard/pharmacy',
  },
  '/admin/approvals': {
    title: 'User Approvals',
    description: 'Review and approve pharmacies, doctors and riders waiting for verification.',
    backTo: '/dashboard/admin',
  },
  '/admin/pharmacies': {
    title: 'Pharmacy Management',
    description: 'Manage partner pharmacies, their licences and their listings.',
    backTo: '/dashboard/admin',
  },
  '/admin/reports': {
    title: 'Admin Reports',
    description: 'Marketplace reports on orders, consultations, deliveries and payouts.',
    backTo: '/dashboard/admin',
  },
  '/admin/security': {
    title: 'Security Center',
    description: 'Audit logs, sign-in activity and account security controls.',
    backTo: '/dashboard/admin',
  },
  '/admin/alerts': {
    title: 'System Alerts',
    description: 'Operational alerts about stock, deliveries and platform health.',
    backTo: '/dashboard/admin',
  },
  '/orders': {
    title: 'My Orders',
    description: 'Every order you have placed, with receipts and reorder in one tap.',
    backTo: '/dashboard/patient',
  },
  '/consultations': {
    title: 'My Consultations',
    description: 'Your past and upcoming consultations, with notes and prescriptions.',
    backTo: '/dashboard/patient',
  },
  '/doctor/schedule': {
    title: 'Consultation Schedule',
    description: 'Your appointments by day and week, with patient details.',
    backTo: '/dashboard/doctor',
  },
  '/doctor/consultation/new': {
    title: 'Start a Consultation',
    description: 'Start a video, voice or chat consultation with a patient.',
    backTo: '/dashboard/doctor',
  },
  '/doctor/prescriptions': {
    title: 'Write a Prescription',
    description: 'Write a digital prescription and send it to the patient and a pharmacy.',
    backTo: '/dashboard/doctor',
  },
  '/doctor/prescriptions/all': {
    title: 'All Prescriptions',
    description: 'Every prescription you have written, with its fill status.',
    backTo: '/dashboard/doctor',
  },
  '/doctor/availability': {
    title: 'Availability',
    description: 'Choose the days and time slots patients can book with you.',
    backTo: '/dashboard/doctor',
  },
  '/rider/status': {
    title: 'Rider Status',
    description: 'Go online or offline and set the zones you deliver to.',
    backTo: '/dashboard/rider',
  },
  '/rider/map': {
    title: 'Delivery Map',
    description: 'Pickups and drop-offs on a map, with the best route.',
    backTo: '/dashboard/rider',
  },
  '/rider/earnings': {
    title: 'Earnings',
    description: 'Your daily and weekly earnings, tips and payouts.',
    backTo: '/dashboard/rider',
  },
  '/rider/history': {
    title: 'Delivery History',
    description: 'Every delivery you have completed, with distance and fee.',
    backTo: '/dashboard/rider',
  },
  '/cart/checkout': {
    title: 'Checkout',
    description: 'Pay for your medicines by card, bank transfer or USSD and choose a delivery slot.',
    backTo: '/cart',
  },
};
