import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import { requiredRole } from '@/lib/auth/guards';
import { dashboardPath } from '@/lib/auth/roles';
import { rememberProfile } from '@/lib/auth/profile';
import { signOut } from '@/lib/auth/sign-out';
import { setRememberMe } from '@/lib/auth/storage';
import { notices } from '@/features/auth/messages';
import { check, loginSchema, type FieldErrors, type LoginValues } from '@/features/auth/schemas';
import { signInStep } from '@/features/auth/steps/account';
import { StepError } from '@/features/auth/steps/step-error';

/** Where to go after signing in: back to the guarded page if this role may open it, else the dashboard. */
export function destinationFor(role: string, redirect: string | undefined): string {
  const dashboard = dashboardPath(role);
  if (!dashboard) return '/';
  if (redirect) {
    const needed = requiredRole(new URL(redirect, 'http://x').pathname);
    if (!needed || needed === role) return redirect;
  }
  return dashboard;
}

export function useLogin(redirect: string | undefined, setErrors: (e: FieldErrors) => void) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function login(values: LoginValues, remember: boolean) {
    const checked = check(loginSchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    setFailure(null);
    try {
      setRememberMe(remember);
      const { profile } = await signInStep(checked.value);
      if (!profile) {
        await signOut();
        return setFailure(notices.unexpected);
      }
      if (!profile.emailConfirmed) {
        // The account exists but has not followed its link yet: leave no session behind.
        await signOut();
        return setFailure(notices.confirmFirst);
      }
      rememberProfile(profile);
      notify({ message: notices.loginSuccess });
      await navigate({ to: destinationFor(profile.role, redirect) });
    } catch (e) {
      const answered = e instanceof StepError && e.status !== undefined && e.status >= 400;
      setFailure(answered ? e.message : notices.unexpected);
    } finally {
      setBusy(false);
    }
  }

  return { login, busy, failure };
}
