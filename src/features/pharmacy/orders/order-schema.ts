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

export const statusFilters = ['all', 'pending', 'confirmed', 'preparing', 'ready', 'completed'] as const;
export const dateRanges = ['any', 'today', 'week', 'month', 'custom'] as const;

const isoDay = v.pipe(v.string(), v.isoDate());

/**
 * The filter bar's state, kept in the URL so a filtered view survives a reload and can be shared
 * between staff. A value that does not parse is dropped rather than failing the page.
 */
export const OrderSearchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
  status: v.fallback(v.optional(v.picklist(statusFilters)), undefined),
  range: v.fallback(v.optional(v.picklist(dateRanges)), undefined),
  from: v.fallback(v.optional(isoDay), undefined),
  to: v.fallback(v.optional(isoDay), undefined),
});
export type OrderSearch = v.InferOutput<typeof OrderSearchSchema>;
