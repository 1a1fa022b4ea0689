type Placeholder = { title: string; description: string; backTo: string };

/** Screens that are planned but not built: each route file renders <ComingSoonPage/>. */
export const comingSoonPages: Record<string, Placeholder> = {
  '/pharmacy/inventory': {
    title: 'Inventory Management',
    description: 'Track stock levels, batches and expiry dates across your pharmacy.',
    backTo: '/dashboard/pharmacy',
  },
  '/pharmacy/analytics': {
    title: 'Pharmacy Analytics',
    description: 'See sales, top products and customer trends for your pharmacy.',
    backTo: '/dashboard/pharmacy',
  },
  '/pharmacy/restock': {
    title: 'Restock Management',
    description: 'Reorder low-stock items from verified suppliers in a few taps.',
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
};
