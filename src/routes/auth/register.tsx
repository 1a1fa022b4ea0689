import { type SearchSchemaInput, createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/auth/register/RegisterPage';
import { registrationRoles, type RegistrationRole } from '@/lib/auth/roles';
import { searchChoice } from '@/lib/search-params';
import { useHydrated } from '@/lib/use-hydrated';

// ?role=pharmacy (from /pharmacy/register and the other recruitment links) picks the role.
const searchSchema = (search: { role?: RegistrationRole } & SearchSchemaInput) => ({ role: searchChoice(search.role, registrationRoles, undefined) });

export const Route = createFileRoute('/auth/register')({
  validateSearch: searchSchema,
  staticData: { title: 'Create an Account | Magani Health', prerender: true, hideFooter: true },
  component: Register,
});

function Register() {
  // The page is prerendered without its query, so the linked role is picked once the page runs
  // (picking it while hydrating would not match the HTML, and React would redraw the form).
  const hydrated = useHydrated();
  const search = Route.useSearch();
  const role = hydrated ? search.role : undefined;
  // Keyed so that following another role's link while on the page starts from that role.
  return <RegisterPage key={role ?? 'any'} initialRole={role} />;
}
