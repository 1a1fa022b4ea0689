import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/password/ResetPasswordPage';

// The target of the password reset e-mail: supabase-js reads the recovery session from the URL.
export const Route = createFileRoute('/auth/reset-password')({
  staticData: { title: 'Reset Password | Magani Health', hideFooter: true },
  component: ResetPasswordPage,
});
