// One pharmacy's offer as the cart tests add it (test-only).
import type { CartOffer } from '@/lib/cart/totals';

export const cartOffer = (offerId: string, stock: number): CartOffer => ({
  offerId,
  pharmacyId: 'ph-1',
  pharmacyName: 'Kingsway Pharmacy',
  medicineId: 'med-1',
  name: 'Panadol 500mg Tablets',
  price: 4250,
  prescriptionOnly: false,
  stock,
});
