import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/auth/register/RegisterPage';

export const Route = createFileRoute('/auth/register')({
  staticData: { hideFooter: true },
  head: () => ({
    meta: [{ title: 'Create an Account | Magani Health' }, { name: 'description', content: 'Register with Magani Health as a patient, pharmacy, doctor or delivery rider.' }],
  }),
  component: RegisterPage,
});
