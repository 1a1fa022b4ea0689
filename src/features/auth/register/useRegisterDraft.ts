import { useEffect, useRef } from 'react';
import { registrationRoles } from '@/lib/auth/roles';
import { emptyRegisterForm, type RegisterForm } from '@/features/auth/register/form';
import { draftMayExist, REGISTER_DRAFT_MARK } from '@/lib/draft-mark';

const DRAFT_KEY = 'register';

// IndexedDB code is fetched after the form is on screen, not with it.
const drafts = () => import('@/lib/db').then(({ db, GUEST }) => ({ table: db.drafts, owner: GUEST }));

// Says that a draft may be waiting, so a first visit (nothing saved yet) does not fetch and start
// IndexedDB's code while the page is still hydrating: Dexie is 30 KB gzip and about 60 ms of script
// on a slow phone. A stale mark only costs one lookup that finds nothing.
const MARK = REGISTER_DRAFT_MARK;
const marked = draftMayExist;

function mark(on: boolean) {
  try {
    if (on) localStorage.setItem(MARK, '1');
    else localStorage.removeItem(MARK);
  } catch {
    // Private mode or full storage: the draft itself is still written.
  }
}

/** Passwords never go to IndexedDB, files are not kept either: only what is safe to leave on a device. */
function storable({ password: _p, confirmPassword: _c, ...rest }: RegisterForm) {
  return rest;
}

function restore(values: Record<string, unknown>): Partial<RegisterForm> {
  const out: Partial<RegisterForm> = {};
  for (const key of Object.keys(emptyRegisterForm) as (keyof RegisterForm)[]) {
    if (key === 'password' || key === 'confirmPassword') continue;
    const value = values[key];
    if (typeof value === 'string') (out as Record<string, string>)[key] = value;
  }
  if (out.role && !registrationRoles.includes(out.role)) delete out.role;
  return out;
}

/**
 * Keeps the registration form in the drafts table so a reload (or a phone killing the tab) loses
 * nothing typed. Loads once, then saves shortly after each change.
 */
export function useRegisterDraft(values: RegisterForm, apply: (draft: Partial<RegisterForm>) => void) {
  const loaded = useRef(false);
  const initial = useRef(values);

  useEffect(() => {
    if (!marked()) {
      loaded.current = true;
      return;
    }
    let cancelled = false;
    drafts()
      .then(({ table }) => table.get(DRAFT_KEY))
      .then((draft) => {
        if (!cancelled && draft) apply(restore(draft.values));
      })
      .catch(() => undefined)
      .finally(() => {
        loaded.current = true;
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once
  }, []);

  useEffect(() => {
    // Nothing typed yet: the empty form is not a draft.
    if (!loaded.current || values === initial.current) return;
    const timer = setTimeout(() => {
      mark(true);
      void drafts()
        .then(({ table, owner }) => table.put({ key: DRAFT_KEY, owner, values: storable(values), updatedAt: Date.now() }))
        .catch(() => undefined);
    }, 300);
    return () => clearTimeout(timer);
  }, [values]);
}

export const clearRegisterDraft = () =>
  drafts()
    .then(({ table }) => table.delete(DRAFT_KEY))
    .then(() => mark(false))
    .catch(() => undefined);
