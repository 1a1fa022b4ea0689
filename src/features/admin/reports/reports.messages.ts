import { defineMessages } from '@/lib/i18n/i18n';

// The admin reports: the period, the totals and the two tables.
export const reports = defineMessages({
  title: { id: 'admin.reports.title', message: 'Admin Reports' },
  subtitle: { id: 'admin.reports.subtitle', message: 'Orders, revenue and consultations, by day and by state.' },
  period: { id: 'admin.reports.period', message: 'Report period: the last' },
  days: { id: 'admin.reports.days', message: '{days} days' },
  what: { id: 'admin.reports.what', message: 'the report' },
  loading: { id: 'admin.reports.loading', message: 'Loading the report…' },
  explanation: {
    id: 'admin.reports.explanation',
    message: '{from} to {to}, Lagos time. Revenue is the total (medicines and delivery fee) of orders placed in the period that have been delivered; cancelled, declined and undelivered orders add nothing. Consultations are those booked in the period and not cancelled; their fees count once completed, owed by the patient.',
  },
  emptyTitle: { id: 'admin.reports.empty.title', message: 'Nothing in this period' },
  emptyText: { id: 'admin.reports.empty.text', message: 'No orders were placed and no consultations were booked. Choose a longer period.' },
  byDay: { id: 'admin.reports.by-day', message: 'By day' },
  day: { id: 'admin.reports.day', message: 'Day' },
  byState: { id: 'admin.reports.by-state', message: 'By state' },
  state: { id: 'admin.reports.state', message: 'State' },
  notGiven: { id: 'admin.reports.not-given', message: 'Not given' },
  leftOut: {
    id: 'admin.reports.left-out',
    message: "Days without orders or consultations are left out. An order counts in its delivery state, a consultation in the patient's state.",
  },
  orders: { id: 'admin.reports.orders', message: 'Orders' },
  revenue: { id: 'admin.reports.revenue', message: 'Revenue' },
  consultations: { id: 'admin.reports.consultations', message: 'Consultations' },
  fees: { id: 'admin.reports.fees', message: 'Fees' },
  totals: { id: 'admin.reports.totals', message: 'Totals for the period' },
  ordersNote: { id: 'admin.reports.orders.note', message: '{delivered} delivered · {cancelled} cancelled or declined' },
  revenueNote: { id: 'admin.reports.revenue.note', message: 'Delivered orders only' },
  completed: { id: 'admin.reports.consultations.note', message: '{completed} completed' },
  consultationFees: { id: 'admin.reports.consultation-fees', message: 'Consultation fees' },
  feesNote: { id: 'admin.reports.fees.note', message: 'Owed for completed consultations' },
});
