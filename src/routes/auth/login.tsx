import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { safeRedirect } from '@/lib/auth/guards';
import { LoginPage } from '@/features/auth/login/LoginPage';

// ?redirect= brings the person back to the guarded page they asked for; anything but a same-site
// path is dropped.
const searchSchema = v.object({
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.check((s) => safeRedirect(s) !== undefined))), undefined),
});

export const Route = createFileRoute('/auth/login')({
  validateSearch: searchSchema,
  staticData: { title: 'Login | Magani Health', prerender: true, hideFooter: true },
  component: function Login() {
    const { redirect } = Route.useSearch();
    return <LoginPage redirect={redirect} />;
  },
});
