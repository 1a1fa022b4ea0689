// Says that a registration draft may be waiting in IndexedDB (src/features/auth/register/
// useRegisterDraft.ts): read without IndexedDB, so a page can tell without loading it.
export const REGISTER_DRAFT_MARK = 'magani.register-draft';

export function draftMayExist(): boolean {
  try {
    return localStorage.getItem(REGISTER_DRAFT_MARK) !== null;
  } catch {
    return true; // storage unreadable: assume there may be one
  }
}
