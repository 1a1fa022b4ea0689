import { defineMessages } from '@/lib/i18n/i18n';

// The security centre: the audit trail and the contact form's messages.
export const security = defineMessages({
  title: { id: 'admin.security.title', message: 'Security Center' },
  subtitle: { id: 'admin.security.subtitle', message: 'Every admin action, and messages sent through the contact form.' },
  what: { id: 'admin.security.what', message: 'the audit trail' },
  auditTitle: { id: 'admin.security.audit.title', message: 'Audit trail' },
  auditEmpty: { id: 'admin.security.audit.empty', message: 'No admin actions yet. Approvals, rejections, suspensions, reactivations and exports appear here.' },
  messagesTitle: { id: 'admin.security.messages.title', message: 'Contact messages' },
  messagesEmpty: { id: 'admin.security.messages.empty', message: 'No messages yet. Messages sent from the Contact page appear here.' },
  reason: { id: 'admin.security.reason', message: 'Reason: {reason}' },
  anAdmin: { id: 'admin.security.an-admin', message: 'An admin' },
  anAccount: { id: 'admin.security.an-account', message: 'an account' },
  approved: { id: 'admin.security.approved', message: '{who} approved {what}' },
  rejected: { id: 'admin.security.rejected', message: '{who} rejected {what}' },
  suspended: { id: 'admin.security.suspended', message: '{who} suspended {what}' },
  reactivated: { id: 'admin.security.reactivated', message: '{who} reactivated {what}' },
  exported: { id: 'admin.security.exported', message: '{who} exported {rows, plural, one {# account} other {# accounts}} as CSV' },
  other: { id: 'admin.security.other', message: '{who} {action} {what}' },
});
