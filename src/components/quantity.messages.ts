import { defineMessages } from '@/lib/i18n/i18n';

// Add to Cart and the minus/plus control: on the patient's search, pharmacy and cart screens.
export const quantityMessages = defineMessages({
  addToCart: { id: 'patient.quantity.add', message: 'Add to Cart' },
  outOfStock: { id: 'patient.quantity.out-of-stock', message: 'Out of Stock' },
  addToCartLabel: { id: 'patient.quantity.add-label', message: 'Add to Cart: {name} from {pharmacy}' },
  outOfStockLabel: { id: 'patient.quantity.out-of-stock-label', message: 'Out of Stock: {name} from {pharmacy}' },
  quantityOf: { id: 'patient.quantity.of', message: 'Quantity of {name} from {pharmacy}' },
  removeFromCart: { id: 'patient.quantity.remove', message: 'Remove {name} from {pharmacy} from cart' },
  decrease: { id: 'patient.quantity.decrease', message: 'Decrease quantity of {name} from {pharmacy}' },
  increase: { id: 'patient.quantity.increase', message: 'Increase quantity of {name} from {pharmacy}' },
});
