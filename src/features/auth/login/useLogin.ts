import { useState } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import { dashboardPath, type Role } from '@/lib/auth/roles';
import { roleAt } from '@/lib/route-facts';
import { setRememberMe } from '@/lib/auth/storage';
import { notices } from '@/features/auth/messages';
import type { LoginValues } from '@/features/auth/schemas';
import { signInLabel } from '@/features/auth/jobs/sign-in';
import { cancelWaitingJobs } from '@/features/auth/shared/outbox';
import { useAccountJob } from '@/features/auth/shared/useAccountJob';

/**
 * Where to go after signing in: back to the guarded page if this role may open it, else the
 * dashboard. `roleFor` tells the role a path needs (the route tree's guard layouts decide).
 */
export function destinationFor(role: string, redirect: string | undefined, roleFor: (path: string) => Role | undefined): string {
  const dashboard = dashboardPath(role);
  if (!dashboard) return '/';
  if (redirect) {
    const needed = roleFor(new URL(redirect, 'http://x').pathname);
    if (!needed || needed === role) return redirect;
  }
  return dashboard;
}

/**
 * Signing in goes through the outbox: online the answer comes at once, as before; offline the person
 * is signed in as soon as the connection returns, and taken on from here if the page is still open.
 */
export function useLogin(redirect: string | undefined) {
  const navigate = useNavigate();
  const router = useRouter();
  const job = useAccountJob();
  const [failure, setFailure] = useState<string | null>(null);

  /** `details` have passed the login schema (the form checks them). */
  async function login(details: LoginValues, remember: boolean) {
    setFailure(null);
    setRememberMe(remember);
    // One session per device: an older sign-in still waiting would undo this one when it is sent.
    await cancelWaitingJobs('sign-in').catch(() => undefined);
    await job.run(
      { kind: 'sign-in', label: signInLabel(), input: details },
      {
        onDone: async (result) => {
          const role = (result.signIn as { role?: string } | null)?.role ?? '';
          notify({ message: notices.loginSuccess });
          await navigate({ to: destinationFor(role, redirect, (path) => roleAt(router, path)) });
        },
        onFailed: setFailure,
      },
    );
  }

  return { login, busy: job.busy, failure, queued: job.queued };
}
