import { defineMessages } from '@/lib/i18n/i18n';

// Words several admin screens share: the frame, the kinds of application, the common buttons.
export const admin = defineMessages({
  back: { id: 'admin.back', message: 'Back' },
  cancel: { id: 'admin.cancel', message: 'Cancel' },
  notSaved: { id: 'admin.not-saved', message: 'Not saved' },
  approve: { id: 'admin.approve', message: 'Approve' },
  reject: { id: 'admin.reject', message: 'Reject' },
  unnamedApplicant: { id: 'admin.unnamed-applicant', message: 'Unnamed applicant' },
  kindPharmacy: { id: 'admin.kind.pharmacy', message: 'Pharmacy' },
  kindDoctor: { id: 'admin.kind.doctor', message: 'Doctor' },
  kindRider: { id: 'admin.kind.rider', message: 'Rider' },
  kindTier: { id: 'admin.kind.logistics-tier', message: 'Logistics tier upgrade' },
  kindSubmitted: { id: 'admin.kind-submitted', message: '{kind} · submitted {when}' },
  systemAlerts: { id: 'admin.system-alerts', message: 'System Alerts' },
  manageUsers: { id: 'admin.manage-users', message: 'Manage Users' },
});
