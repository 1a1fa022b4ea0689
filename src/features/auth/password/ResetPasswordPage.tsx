import { useState } from 'react';
import { Button, Loader, Stack, Text } from '@mantine/core';
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
import { useT } from '@/lib/i18n/use-t';
import { sharedMessages as s } from '@/features/auth/shared/shared.messages';
import { passwordMessages as m } from '@/features/auth/password/password.messages';
import { backToLogin } from '@/features/auth/password/BackToLogin';


export function ResetPasswordPage() {
  const recovery = useRecoverySession();
  const navigate = useNavigate();
  const form = useSchemaForm(resetPasswordSchema, { password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const t = useT();

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
      <AuthScreen title={t(m.resetTitle)} subtitle={t(m.checking)}>
        <Loader role="status" aria-label={t(m.checkingLabel)} />
      </AuthScreen>
    );
  }

  if (recovery === 'missing') {
    return (
      <AuthScreen title={t(m.missingTitle)} footer={backToLogin}>
        <Stack gap="md">
          <Text>{t(m.missingText)}</Text>
          {/* The label may wrap on a 320 px phone rather than be cut short. */}
          <Button component={Link} to="/auth/forgot-password" fullWidth h="auto" py={8} styles={{ label: { whiteSpace: 'normal' } }}>
            {t(m.requestNew)}
          </Button>
        </Stack>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title={t(m.resetTitle)} subtitle={t(m.resetSubtitle)} footer={backToLogin}>
      <FormAlert message={failure} />
      <form onSubmit={form.submit(({ password }) => submit(password))} noValidate>
        <Stack gap="md">
          <PasswordField label={t(m.newPassword)} autoComplete="new-password" description={t(s.atLeastSix)} {...form.getInputProps('password')} />
          <PasswordField label={t(m.confirmNew)} autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
          <Button type="submit" fullWidth loading={busy}>
            {t(m.update)}
          </Button>
        </Stack>
      </form>
    </AuthScreen>
  );
}
