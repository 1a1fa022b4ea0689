import { defineMessages } from '@/lib/i18n/i18n';

// Paying online right after checkout: the orders are held until Paystack says paid.
export const payNow = defineMessages({
  heldTitle: { id: 'shop.pay-now.held-title', message: 'Order placed: pay {amount} to send it to the pharmacy' },
  heldOne: { id: 'shop.pay-now.held-one', message: "{references} is held for you for 30 minutes. You pay {amount}, the total of your order, on Paystack's page (card, bank transfer or USSD); the pharmacy gets it once the payment is in." },
  heldMany: { id: 'shop.pay-now.held-many', message: "{references} are held for you for 30 minutes. You pay {amount}, the total of your order, on Paystack's page (card, bank transfer or USSD); the pharmacy gets them once the payment is in." },
  payNow: { id: 'shop.pay-now.pay-now', message: 'Pay {amount} now' },
  alreadyPaid: { id: 'shop.pay-now.already-paid', message: 'This checkout is already paid.' },
  cancelled: { id: 'shop.pay-now.cancelled', message: 'This checkout can no longer be paid: its orders were cancelled.' },
  notStarted: { id: 'shop.pay-now.not-started', message: 'The payment could not be started' },
});
