import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/auth/password/ForgotPasswordPage';

export const Route = createFileRoute('/auth/forgot-password')({
  staticData: { title: 'Forgot Password | Magani Health', hideFooter: true },
  component: ForgotPasswordPage,
});
