import { defineMessages } from '@/lib/i18n/i18n';

// The pharmacy management screen.
export const pharmacies = defineMessages({
  title: { id: 'admin.pharmacies.title', message: 'Pharmacy Management' },
  subtitle: { id: 'admin.pharmacies.subtitle', message: 'Partner pharmacies and their licences.' },
  what: { id: 'admin.pharmacies.what', message: 'the pharmacies' },
  count: { id: 'admin.pharmacies.count', message: 'Pharmacies ({count})' },
  empty: { id: 'admin.pharmacies.empty', message: 'No pharmacy has registered yet. Pharmacies appear here once they sign up.' },
  licence: { id: 'admin.pharmacies.licence', message: 'Licence: {number}' },
  notGiven: { id: 'admin.pharmacies.not-given', message: 'not given' },
  registered: { id: 'admin.pharmacies.registered', message: 'Registered {date}' },
  registeredReviewed: { id: 'admin.pharmacies.registered-reviewed', message: 'Registered {date} · reviewed {reviewed}' },
  rejectedBecause: { id: 'admin.pharmacies.rejected-because', message: 'Rejected: {reason}' },
  approved: { id: 'admin.pharmacies.status.approved', message: 'Approved' },
  pending: { id: 'admin.pharmacies.status.pending', message: 'Pending' },
  rejected: { id: 'admin.pharmacies.status.rejected', message: 'Rejected' },
  suspended: { id: 'admin.pharmacies.status.suspended', message: 'Suspended' },
  openFailed: { id: 'admin.pharmacies.open-failed', message: 'Could not open the licence' },
  openLicence: { id: 'admin.pharmacies.open', message: 'Open licence' },
  openLicenceOf: { id: 'admin.pharmacies.open-of', message: 'Open licence of {name}' },
});
