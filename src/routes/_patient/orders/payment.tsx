import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PaymentReturn } from '@/features/orders/payment/PaymentReturn';

// Paystack sends the person back here with ?reference= (and trxref=, the same value).
const searchSchema = v.object({
  reference: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9.=-]{8,100}$/)), ''), ''),
});

export const Route = createFileRoute('/_patient/orders/payment')({
  staticData: { title: 'Payment | Magani Health' },
  validateSearch: searchSchema,
  component: PaymentPage,
});

function PaymentPage() {
  const { reference } = Route.useSearch();
  return <PaymentReturn reference={reference} />;
}
