import { defineMessages } from '@/lib/i18n/i18n';

// How the pharmacy's screens name an order's state (its own words: "Pending Review", "With rider").
export const orderStates = defineMessages({
  placed: { id: 'pharmacy.order-state.placed', message: 'Pending Review' },
  confirmed: { id: 'pharmacy.order-state.confirmed', message: 'Confirmed' },
  preparing: { id: 'pharmacy.order-state.preparing', message: 'Preparing' },
  ready: { id: 'pharmacy.order-state.ready', message: 'Ready for Pickup' },
  pickedUp: { id: 'pharmacy.order-state.picked-up', message: 'With rider' },
  outForDelivery: { id: 'pharmacy.order-state.out-for-delivery', message: 'Out for delivery' },
  delivered: { id: 'pharmacy.order-state.delivered', message: 'Delivered' },
  declined: { id: 'pharmacy.order-state.declined', message: 'Declined' },
  cancelled: { id: 'pharmacy.order-state.cancelled', message: 'Cancelled' },
  completed: { id: 'pharmacy.order-state.completed', message: 'Completed' },
  pickedUpByRider: { id: 'pharmacy.order-state.picked-up-by-rider', message: 'Picked up by the rider' },
});
