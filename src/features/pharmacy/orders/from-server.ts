import type { Order } from '@/lib/orders/schema';
import type { OrderStatus, PharmacyOrder } from '@/features/pharmacy/orders/order-schema';

/** A server order in the shape the filters and cards use, with the order itself for actions. */
export type LiveOrder = PharmacyOrder & { source: Order };

// The pharmacy's statuses (spec): once a rider has it, the pharmacy's part is completed.
const statusFor: Record<Order['status'], OrderStatus> = {
  placed: 'pending',
  confirmed: 'confirmed',
  preparing: 'preparing',
  ready: 'ready',
  picked_up: 'completed',
  out_for_delivery: 'completed',
  delivered: 'completed',
  declined: 'cancelled',
  cancelled: 'cancelled',
};

export function toPharmacyOrder(order: Order): LiveOrder {
  const a = order.address;
  return {
    id: order.reference,
    customer: order.customer_name ?? 'Patient',
    phone: order.contact_phone,
    medications: order.items.map((i) => ({ name: i.name, quantity: i.quantity, price: i.unit_price })),
    totalAmount: order.total,
    status: statusFor[order.status],
    orderTime: new Date(order.created_at),
    deliveryAddress: `${a.street}${a.landmark ? ` (${a.landmark})` : ''}, ${a.lga}, ${a.state}`,
    prescriptionUploaded: order.prescription_status !== 'not_needed',
    source: order,
  };
}
