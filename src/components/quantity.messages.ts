import { defineMessages } from '@/lib/i18n/i18n';

// Add to Cart and the minus/plus control, on the search screen and in the cart.
export const quantity = defineMessages({
  add: { id: 'shop.quantity.add', message: 'Add to Cart' },
  out: { id: 'shop.quantity.out', message: 'Out of Stock' },
  addLabel: { id: 'shop.quantity.add-label', message: 'Add to Cart: {medicine} from {pharmacy}' },
  outLabel: { id: 'shop.quantity.out-label', message: 'Out of Stock: {medicine} from {pharmacy}' },
  group: { id: 'shop.quantity.group', message: 'Quantity of {medicine} from {pharmacy}' },
  remove: { id: 'shop.quantity.remove', message: 'Remove {medicine} from {pharmacy} from cart' },
  decrease: { id: 'shop.quantity.decrease', message: 'Decrease quantity of {medicine} from {pharmacy}' },
  increase: { id: 'shop.quantity.increase', message: 'Increase quantity of {medicine} from {pharmacy}' },
});
