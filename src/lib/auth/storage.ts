// Where the signed-in session lives. "Remember me" decides between localStorage (kept after the
// browser closes) and sessionStorage (gone with the browser session). This file must stay free of
// supabase-js: the app shell reads it synchronously to know whether someone is signed in.

export const AUTH_STORAGE_KEY = 'magani-auth';
const REMEMBER_KEY = 'magani-remember-me';

type Area = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Storage can throw (private browsing, quota, disabled cookies): treat that as "nothing stored".
function area(kind: 'local' | 'session'): Area | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function read(a: Area | undefined, key: string): string | null {
  try {
    return a?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(a: Area | undefined, key: string, value: string | null) {
  try {
    if (value === null) a?.removeItem(key);
    else a?.setItem(key, value);
  } catch {
    // A full or disabled storage only costs the user a sign-in next time.
  }
}

/** The user's last choice; a device that never chose keeps the session (phones of one person). */
export function getRememberMe(): boolean {
  return read(area('local'), REMEMBER_KEY) !== '0';
}

export function setRememberMe(remember: boolean) {
  write(area('local'), REMEMBER_KEY, remember ? '1' : '0');
}

/** Whether the user has ever answered Remember me on this device (the checkbox starts from it). */
export function hasRememberChoice(): boolean {
  return read(area('local'), REMEMBER_KEY) !== null;
}

/**
 * supabase-js storage adapter: reads from either area, and writes a key back to the area that already
 * holds it (so a refreshed token stays where it was), otherwise to the one Remember me picks.
 */
export const authStorage = {
  getItem(key: string): string | null {
    return read(area('session'), key) ?? read(area('local'), key);
  },
  setItem(key: string, value: string) {
    const session = area('session');
    const local = area('local');
    const target = read(session, key) !== null ? session : read(local, key) !== null ? local : getRememberMe() ? local : session;
    write(target, key, value);
    write(target === local ? session : local, key, null);
  },
  removeItem(key: string) {
    write(area('local'), key, null);
    write(area('session'), key, null);
  },
};

/** Writes a key into the same area as the session, so it ends when the session's storage ends. */
export function setBesideSession(key: string, value: string | null) {
  if (value === null) return authStorage.removeItem(key);
  const local = area('local');
  const inLocal = read(local, AUTH_STORAGE_KEY) !== null;
  write(inLocal ? local : area('session'), key, value);
  write(inLocal ? area('session') : local, key, null);
}
