import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { useEffect, useState, type FormEvent } from 'react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { prefetchSupabase } from '@/lib/auth/client';
import { notices } from '@/features/auth/messages';
import { check, forgotPasswordSchema } from '@/features/auth/schemas';
import { requestPasswordResetStep } from '@/features/auth/steps/account';
import { StepError } from '@/features/auth/steps/step-error';
import { AuthScreen } from '@/features/auth/shared/AuthScreen';
import { FormAlert } from '@/features/auth/shared/FormAlert';
import { useFields } from '@/features/auth/shared/useFields';

const backToLogin = (
  <Anchor component={Link} to="/auth/login" size="sm">
    Back to Login
  </Anchor>
);

export function ForgotPasswordPage() {
  const { values, field, setErrors } = useFields({ email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => prefetchSupabase(), []);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const checked = check(forgotPasswordSchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    setFailure(null);
    try {
      await requestPasswordResetStep({ email: checked.value.email, redirectTo: `${window.location.origin}/auth/reset-password` });
      setSentTo(checked.value.email);
    } catch (e) {
      setFailure(e instanceof StepError && e.status ? e.message : notices.unexpected);
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <AuthScreen title="Check Your Email" subtitle={`We sent a password reset link to ${sentTo}.`} footer={backToLogin}>
        {failure ? <FormAlert message={failure} /> : <FormAlert color="green" message={notices.resetSent} />}
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Open the link in the email to choose a new password. It can take a minute to arrive; check your spam folder too.
          </Text>
          <Button variant="light" loading={busy} onClick={() => void send()}>
            Resend Email
          </Button>
          <Button variant="subtle" onClick={() => setSentTo(null)}>
            Use a different email
          </Button>
        </Stack>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title="Forgot your password?"
      subtitle="Enter your email address and we will send you a link to reset your password."
      footer={backToLogin}
    >
      <FormAlert message={failure} />
      <form onSubmit={(e) => void send(e)} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" {...field('email')} />
          <Button type="submit" fullWidth loading={busy}>
            Send Reset Link
          </Button>
        </Stack>
      </form>
    </AuthScreen>
  );
}
