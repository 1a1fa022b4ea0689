import { defineMessages } from '@/lib/i18n/i18n';

// Paying online: after checkout (PayNow) and back from Paystack (/orders/payment). Order numbers
// and Paystack's own reason for a failure stay as written.
export const payment = defineMessages({
  heldTitle: { id: 'shop.payment.held-title', message: 'Order placed: pay {amount} to send it to the pharmacy' },
  heldOne: { id: 'shop.payment.held-one', message: "{references} is held for you for 30 minutes. You pay {amount}, the total of your order, on Paystack's page (card, bank transfer or USSD); the pharmacy gets it once the payment is in." },
  heldMany: { id: 'shop.payment.held-many', message: "{references} are held for you for 30 minutes. You pay {amount}, the total of your order, on Paystack's page (card, bank transfer or USSD); the pharmacy gets them once the payment is in." },
  payNow: { id: 'shop.payment.pay-now', message: 'Pay {amount} now' },
  alreadyPaid: { id: 'shop.payment.already-paid', message: 'This checkout is already paid.' },
  cancelled: { id: 'shop.payment.cancelled', message: 'This checkout can no longer be paid: its orders were cancelled.' },
  notStarted: { id: 'shop.payment.not-started', message: 'The payment could not be started' },
  notChecked: { id: 'shop.payment.not-checked', message: 'The payment could not be checked' },
  title: { id: 'shop.payment.title', message: 'Payment' },
  noReference: { id: 'shop.payment.no-reference', message: 'This link names no payment. Your orders are under My orders.' },
  checking: { id: 'shop.payment.checking', message: 'Checking your payment with Paystack…' },
  paid: { id: 'shop.payment.paid', message: 'Paid: {amount}' },
  feePaid: { id: 'shop.payment.fee-paid', message: 'Thank you: your consultation fee is paid.' },
  orderPaid: { id: 'shop.payment.order-paid', message: 'Thank you. Your order is now with the pharmacy; we will text you as it moves.' },
  failed: { id: 'shop.payment.failed', message: 'The payment failed: nothing was charged' },
  paystackSaid: { id: 'shop.payment.paystack-said', message: 'Paystack said: {reason}.' },
  feeDue: { id: 'shop.payment.fee-due', message: 'The fee is still due.' },
  stillHeld: { id: 'shop.payment.still-held', message: 'Your order is still held for you.' },
  tryAgain: { id: 'shop.payment.try-again', message: 'Try again' },
  lateTitle: { id: 'shop.payment.late-title', message: 'Not paid in time' },
  lateText: { id: 'shop.payment.late-text', message: 'The order was held for 30 minutes and then cancelled. Nothing was charged.' },
  waitingTitle: { id: 'shop.payment.waiting-title', message: 'Waiting for your payment of {amount}' },
  waitingText: { id: 'shop.payment.waiting-text', message: "A bank transfer can take a few minutes: this page checks again every few seconds. If you closed Paystack's page without paying, go back to it." },
  goBack: { id: 'shop.payment.go-back', message: 'Go back to the payment page' },
  myConsultations: { id: 'shop.payment.my-consultations', message: 'My consultations' },
  myOrders: { id: 'shop.payment.my-orders', message: 'My orders' },
});
