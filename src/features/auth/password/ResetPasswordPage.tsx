import { useState } from 'react';
import { Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import { signOut } from '@/lib/auth/sign-out';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notices } from '@/features/auth/messages';
import { resetPasswordSchema } from '@/features/auth/schemas';
import { updatePasswordStep } from '@/features/auth/steps/account';
import { StepError } from '@/features/auth/steps/step-error';
import { AuthScreen } from '@/features/auth/shared/AuthScreen';
import { FormAlert } from '@/features/auth/shared/FormAlert';
import { PasswordField } from '@/features/auth/shared/PasswordField';
import { useRecoverySession } from '@/features/auth/password/useRecoverySession';

const backToLogin = (
  <Anchor component={Link} to="/auth/login" size="sm">
    Back to Login
  </Anchor>
);

export function ResetPasswordPage() {
  const recovery = useRecoverySession();
  const navigate = useNavigate();
  const form = useSchemaForm(resetPasswordSchema, { password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(password: string) {
    setBusy(true);
    setFailure(null);
    try {
      await updatePasswordStep({ password });
      // The recovery session has done its job; the person signs in again with the new password.
      await signOut();
      notify({ message: notices.passwordUpdated });
      await navigate({ to: '/auth/login' });
    } catch (e) {
      setFailure(e instanceof StepError && e.status ? e.message : notices.unexpected);
    } finally {
      setBusy(false);
    }
  }

  if (recovery === 'checking') {
    return (
      <AuthScreen title="Set a new password" subtitle="Checking your reset link…">
        <Loader role="status" aria-label="Checking your reset link" />
      </AuthScreen>
    );
  }

  if (recovery === 'missing') {
    return (
      <AuthScreen title="Reset link needed to set a new password" footer={backToLogin}>
        <Stack gap="md">
          <Text>
            This page opens from the link in a password reset email. The link may have expired or already been used.
          </Text>
          {/* The label may wrap on a 320 px phone rather than be cut short. */}
          <Button component={Link} to="/auth/forgot-password" fullWidth h="auto" py={8} styles={{ label: { whiteSpace: 'normal' } }}>
            Request a new reset email
          </Button>
        </Stack>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title="Set a new password" subtitle="Choose a new password for your account." footer={backToLogin}>
      <FormAlert message={failure} />
      <form onSubmit={form.submit(({ password }) => submit(password))} noValidate>
        <Stack gap="md">
          <PasswordField label="New password" autoComplete="new-password" description="At least 6 characters" {...form.getInputProps('password')} />
          <PasswordField label="Confirm new password" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
          <Button type="submit" fullWidth loading={busy}>
            Update Password
          </Button>
        </Stack>
      </form>
    </AuthScreen>
  );
}
