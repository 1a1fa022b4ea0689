import { defineMessages } from '@/lib/i18n/i18n';

// The payees' money pages (/pharmacy/payouts, /doctor/earnings, /rider/earnings; the finance area):
// headings, the balance figures, the payouts list and the weekly statement.
export const moneyPage = defineMessages({
  pharmacyTitle: { id: 'money.page.pharmacy-title', message: 'Payouts' },
  pharmacyIntro: { id: 'money.page.pharmacy-intro', message: 'What Magani owes your pharmacy for delivered orders, less commission, paid weekly to your bank account.' },
  doctorTitle: { id: 'money.page.doctor-title', message: 'Earnings' },
  doctorIntro: { id: 'money.page.doctor-intro', message: 'Consultation fees patients paid, less commission, paid weekly to your bank account.' },
  riderTitle: { id: 'money.page.rider-title', message: 'Earnings' },
  riderIntro: { id: 'money.page.rider-intro', message: "Your share of each delivered order's delivery fee, paid weekly to your bank account." },
  yourBalance: { id: 'money.page.your-balance', message: 'your balance' },
});

export const earningsMessages = defineMessages({
  balance: { id: 'money.earnings.balance', message: 'Balance owed to you' },
  available: { id: 'money.earnings.available', message: 'Available now' },
  availableNote: { id: 'money.earnings.available-note', message: 'Paid out with the next weekly payout' },
  pending: { id: 'money.earnings.pending', message: 'Pending' },
  pendingPharmacy: { id: 'money.earnings.pending-pharmacy', message: 'Available when each order on its way is delivered' },
  pendingRider: { id: 'money.earnings.pending-rider', message: 'Available when each delivery in progress is delivered' },
  pendingDoctor: { id: 'money.earnings.pending-doctor', message: 'Available when each patient pays a consultation fee' },
  nextPayout: { id: 'money.earnings.next-payout', message: 'Next payout' },
  nextPayoutNote: { id: 'money.earnings.next-payout-note', message: 'Every Monday, ₦1,000 or more' },
  cashHeld: { id: 'money.earnings.cash-held', message: 'Cash you hold' },
  cashHeldNote: { id: 'money.earnings.cash-held-note', message: 'Collected at the door, not yet handed over' },
  cashLimit: { id: 'money.earnings.cash-limit', message: 'Cash limit' },
  cashLimitNote: { id: 'money.earnings.cash-limit-note', message: 'Above it you get no new pickups' },
  blocked: { id: 'money.earnings.blocked', message: 'No new pickups' },
  blockedNote: { id: 'money.earnings.blocked-note', message: 'You hold more cash than the limit. Hand it over to the pharmacy or to Magani to take new pickups.' },
});

export const payoutsMessages = defineMessages({
  title: { id: 'money.payouts.title', message: 'Payouts' },
  what: { id: 'money.payouts.what', message: 'your payouts' },
  none: { id: 'money.payouts.none', message: 'No payouts yet.' },
  to: { id: 'money.payouts.to', message: '{amount} to {bank} ******{last4}' },
  made: { id: 'money.payouts.made', message: 'Week of {week} · made {made}' },
  madePaid: { id: 'money.payouts.made-paid', message: 'Week of {week} · made {made} · paid {paid}' },
  back: { id: 'money.payouts.back', message: '{amount} is back in the balance and goes out with the next weekly payout.' },
  pending: { id: 'money.payouts.status.pending', message: 'Waiting to be sent' },
  sending: { id: 'money.payouts.status.sending', message: 'Sending' },
  sent: { id: 'money.payouts.status.sent', message: 'Sent, waiting for the bank' },
  paid: { id: 'money.payouts.status.paid', message: 'Paid' },
  failed: { id: 'money.payouts.status.failed', message: 'Failed' },
  reversed: { id: 'money.payouts.status.reversed', message: 'Reversed by the bank' },
});

export const statementMessages = defineMessages({
  title: { id: 'money.statement.title', message: 'Weekly statement' },
  week: { id: 'money.statement.week', message: 'Week' },
  thisWeek: { id: 'money.statement.this-week', message: 'This week' },
  weekOf: { id: 'money.statement.week-of', message: 'Week of {date}' },
  download: { id: 'money.statement.download', message: 'Download CSV' },
  what: { id: 'money.statement.what', message: "this week's statement" },
  span: { id: 'money.statement.span', message: '{from} to {to} (Lagos time)' },
  nothing: { id: 'money.statement.nothing', message: 'Nothing moved this week.' },
  lines: { id: 'money.statement.lines', message: "The week's lines" },
  when: { id: 'money.statement.when', message: 'When' },
  whatColumn: { id: 'money.statement.what-column', message: 'What' },
  reference: { id: 'money.statement.reference', message: 'Reference' },
  amount: { id: 'money.statement.amount', message: 'Amount' },
  opening: { id: 'money.statement.opening', message: 'Opening balance' },
  consultationFees: { id: 'money.statement.consultation-fees', message: 'Consultation fees' },
  orders: { id: 'money.statement.orders', message: 'Orders' },
  commission: { id: 'money.statement.commission', message: 'Commission' },
  refunds: { id: 'money.statement.refunds', message: 'Refunds' },
  payouts: { id: 'money.statement.payouts', message: 'Payouts' },
  cashKept: { id: 'money.statement.cash-kept', message: 'Cash kept from riders' },
  adjustments: { id: 'money.statement.adjustments', message: 'Adjustments' },
  closing: { id: 'money.statement.closing', message: 'Closing balance' },
  cashCollected: { id: 'money.statement.cash-collected', message: 'Cash collected' },
  cashHandedOver: { id: 'money.statement.cash-handed-over', message: 'Cash handed over' },
  lineOrder: { id: 'money.statement.line.order', message: 'Order delivered' },
  lineConsultation: { id: 'money.statement.line.consultation', message: 'Consultation fee' },
  linePayout: { id: 'money.statement.line.payout', message: 'Payout' },
  linePayoutReturned: { id: 'money.statement.line.payout-returned', message: 'Payout returned' },
  lineCommission: { id: 'money.statement.line.commission', message: 'Commission' },
  lineRefund: { id: 'money.statement.line.refund', message: 'Refund' },
  lineCashCollected: { id: 'money.statement.line.cash-collected', message: 'Cash collected at the door' },
  lineCashHandedOver: { id: 'money.statement.line.cash-handed-over', message: 'Cash handed over' },
  lineCashKept: { id: 'money.statement.line.cash-kept', message: 'Cash from a rider, kept by you' },
  lineAdjustment: { id: 'money.statement.line.adjustment', message: 'Adjustment by Magani' },
});

// The weekly statement's CSV file: its column headings and the totals' names not on the screen
// (the rest are the screen's own messages above).
export const statementFileMessages = defineMessages({
  date: { id: 'money.statement.file.date', message: 'Date' },
  time: { id: 'money.statement.file.time', message: 'Time' },
  note: { id: 'money.statement.file.note', message: 'Note' },
  amount: { id: 'money.statement.file.amount', message: 'Amount (NGN)' },
  earnings: { id: 'money.statement.file.earnings', message: 'Earnings' },
  cashKept: { id: 'money.statement.file.cash-kept', message: 'Cash kept' },
});
