/** What the search screen needs to know about the cart and the wishlist. */
export interface CartSnapshot {
  quantities: Map<string, number>;
  wishlist: Set<string>;
  totalQuantity: number;
}

export const emptySnapshot: CartSnapshot = { quantities: new Map(), wishlist: new Set(), totalQuantity: 0 };
