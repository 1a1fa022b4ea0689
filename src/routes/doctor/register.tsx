import { createFileRoute, redirect } from '@tanstack/react-router';

// Recruitment link from the footer: registration with the doctor role already chosen.
export const Route = createFileRoute('/doctor/register')({
  beforeLoad: () => {
    throw redirect({ to: '/auth/register', search: { role: 'doctor' }, replace: true });
  },
});
