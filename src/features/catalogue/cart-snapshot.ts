/** What the search screen needs to know about the cart and the wishlist. */
export interface CartSnapshot {
  /** Quantity per offer id. */
  quantities: Map<string, number>;
  /** Medicine ids. */
  wishlist: Set<string>;
  totalQuantity: number;
}

export const emptySnapshot: CartSnapshot = { quantities: new Map(), wishlist: new Set(), totalQuantity: 0 };
