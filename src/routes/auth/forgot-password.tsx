import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/auth/password/ForgotPasswordPage';

export const Route = createFileRoute('/auth/forgot-password')({
  staticData: { hideFooter: true },
  head: () => ({
    meta: [{ title: 'Forgot Password | Magani Health' }, { name: 'description', content: 'Get a link to reset your Magani Health password.' }],
  }),
  component: ForgotPasswordPage,
});
