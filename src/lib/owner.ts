// Whose rows the device is reading and writing: the signed-in account's id, or 'guest' before any
// sign-in. Read from the stored session, synchronously, so a write never lands under the wrong owner.
import { useSessionHint } from '@/lib/auth/hint';
import { AUTH_STORAGE_KEY, authStorage } from '@/lib/auth/storage';
import { GUEST, type Owner } from '@/lib/row-owner';

export function currentOwner(): Owner {
  try {
    const stored = JSON.parse(authStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as { user?: { id?: string } } | null;
    return stored?.user?.id ?? GUEST;
  } catch {
    return GUEST;
  }
}

/** The owner for live queries: they run again when someone signs in or out (in this tab or another). */
export function useOwner(): Owner {
  return useSessionHint().userId ?? GUEST;
}
