import { defineMessages } from '@/lib/i18n/i18n';

// The wishlist (/wishlist). Saved medicine names are the rows' own.
export const wishlist = defineMessages({
  wishlistTitle: { id: 'shop.wishlist.title', message: 'My Wishlist' },
  wishlistLead: { id: 'shop.wishlist.lead', message: 'Medicines you saved with the heart, kept on this device. Prices may have changed since you saved them.' },
  wishlistEmpty: { id: 'shop.wishlist.empty', message: 'Your wishlist is empty' },
  wishlistEmptyHint: { id: 'shop.wishlist.empty-hint', message: 'Tap the heart on a medicine to keep it here for later.' },
  findMedicines: { id: 'shop.wishlist.find', message: 'Find medicines' },
  saved: { id: 'shop.wishlist.saved', message: 'Saved medicines' },
  backToSearch: { id: 'shop.wishlist.back', message: 'Back to search' },
  savedMedicine: { id: 'shop.wishlist.saved-medicine', message: 'Saved medicine' },
  findIt: { id: 'shop.wishlist.find-it', message: 'Find it' },
  removeItem: { id: 'shop.wishlist.remove', message: 'Remove' },
  remove: { id: 'shop.wishlist.remove-label', message: 'Remove {name}' },
});
