import { defineMessages } from '@/lib/i18n/i18n';

// Back from Paystack (/orders/payment), for an order or a consultation fee. Order numbers
// and Paystack's own reason for a failure stay as written.
export const payment = defineMessages({
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
