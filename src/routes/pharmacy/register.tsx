import { createFileRoute, redirect } from '@tanstack/react-router';

// Recruitment link from the footer: registration with the pharmacy role already chosen.
export const Route = createFileRoute('/pharmacy/register')({
  beforeLoad: () => {
    throw redirect({ to: '/auth/register', search: { role: 'pharmacy' }, replace: true });
  },
});
