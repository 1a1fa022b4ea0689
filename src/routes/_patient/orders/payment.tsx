import { type SearchSchemaInput, createFileRoute } from '@tanstack/react-router';
import { searchText } from '@/lib/search-params';
import { PaymentReturn } from '@/features/orders/payment/PaymentReturn';

// Paystack sends the person back here with ?reference= (and trxref=, the same value).
const searchSchema = (search: { reference?: string; trxref?: string } & SearchSchemaInput) => ({
  reference: searchText(search.reference, '', { max: 100, pattern: /^[A-Za-z0-9.=-]{8,100}$/ }),
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
