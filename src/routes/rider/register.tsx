import { createFileRoute, redirect } from '@tanstack/react-router';

// Recruitment link from the footer: registration with the rider role already chosen.
export const Route = createFileRoute('/rider/register')({
  beforeLoad: () => {
    throw redirect({ to: '/auth/register', search: { role: 'rider' }, replace: true });
  },
});
