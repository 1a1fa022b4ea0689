import { type SearchSchemaInput, createFileRoute } from '@tanstack/react-router';
import { safeRedirect } from '@/lib/auth/guards';
import { LoginPage } from '@/features/auth/login/LoginPage';

// ?redirect= brings the person back to the guarded page they asked for; anything but a same-site
// path is dropped.
const searchSchema = (search: { redirect?: string } & SearchSchemaInput) => ({ redirect: safeRedirect(search.redirect) });

export const Route = createFileRoute('/auth/login')({
  validateSearch: searchSchema,
  staticData: { title: 'Login | Magani Health', prerender: true, hideFooter: true },
  component: function Login() {
    const { redirect } = Route.useSearch();
    return <LoginPage redirect={redirect} />;
  },
});
