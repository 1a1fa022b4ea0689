// Who a stored row belongs to. Kept apart from the schema so that screens can name an owner
// without loading Dexie.

/** Rows belong to a signed-in user id, or to 'guest' before sign-in. */
export type Owner = string;
export const GUEST: Owner = 'guest';
/** Rows that belong to the device, not a person (the revoke of a signed-out session): never wiped. */
export const DEVICE: Owner = 'device';
