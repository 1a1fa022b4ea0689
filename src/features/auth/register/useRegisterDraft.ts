import { useEffect, useRef } from 'react';
import { registrationRoles } from '@/lib/auth/roles';
import { emptyRegisterForm, type RegisterForm } from '@/features/auth/register/form';

const DRAFT_KEY = 'register';

// IndexedDB code is fetched after the form is on screen, not with it.
const drafts = () => import('@/lib/db').then(({ db, GUEST }) => ({ table: db.drafts, owner: GUEST }));

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

  useEffect(() => {
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
    if (!loaded.current) return;
    const timer = setTimeout(() => {
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
    .catch(() => undefined);
