import * as v from 'valibot';

export const orderStatuses = ['pending', 'confirmed', 'preparing', 'ready', 'completed', 'cancelled'] as const;
export const OrderStatusSchema = v.picklist(orderStatuses);
export type OrderStatus = v.InferOutput<typeof OrderStatusSchema>;

/** An order as the pharmacy sees it (product spec, section 3: pharmacy-side order). */
export const PharmacyOrderSchema = v.object({
  id: v.string(),
  customer: v.string(),
  phone: v.string(),
  medications: v.array(v.object({ name: v.string(), quantity: v.number(), price: v.number() })),
  totalAmount: v.number(),
  status: OrderStatusSchema,
  orderTime: v.date(),
  deliveryAddress: v.string(),
  prescriptionUploaded: v.boolean(),
});
export type PharmacyOrder = v.InferOutput<typeof PharmacyOrderSchema>;

export { dateRanges, statusFilters, type OrderSearch } from '@/features/pharmacy/orders/order-search';
