import { useEffect, useState } from 'react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { prefetchSupabase } from '@/lib/auth/client';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notices } from '@/features/auth/messages';
import { forgotPasswordSchema } from '@/features/auth/schemas';
import { AuthScreen } from '@/features/auth/shared/AuthScreen';
import { FormAlert } from '@/features/auth/shared/FormAlert';
import { prefetchOutbox } from '@/features/auth/shared/outbox';
import { QueuedAlert } from '@/features/auth/shared/QueuedAlert';
import { useAccountJob } from '@/features/auth/shared/useAccountJob';

const backToLogin = (
  <Anchor component={Link} to="/auth/login" size="sm">
    Back to Login
  </Anchor>
);

export function ForgotPasswordPage() {
  const form = useSchemaForm(forgotPasswordSchema, { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const job = useAccountJob();
  useEffect(() => {
    const stopSupabase = prefetchSupabase();
    const stopOutbox = prefetchOutbox();
    return () => {
      stopSupabase();
      stopOutbox();
    };
  }, []);

  async function send(email: string) {
    setFailure(null);
    await job.run(
      {
        kind: 'password-reset',
        label: `Password reset email for ${email}`,
        input: { email, redirectTo: `${window.location.origin}/auth/reset-password` },
      },
      { onDone: () => setSentTo(email), onFailed: setFailure },
    );
  }

  const queuedAlert = (
    <QueuedAlert
      queued={job.queued}
      offlineText="We'll send the password reset email as soon as you're back online."
      retryTitle="The reset email could not be sent yet"
    />
  );

  if (sentTo) {
    return (
      <AuthScreen title="Check Your Email" subtitle={`We sent a password reset link to ${sentTo}.`} footer={backToLogin}>
        {failure ? <FormAlert message={failure} /> : !job.queued && <FormAlert color="green" message={notices.resetSent} />}
        {queuedAlert}
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Open the link in the email to choose a new password. It can take a minute to arrive; check your spam folder too.
          </Text>
          <Button variant="light" loading={job.busy} onClick={() => void (sentTo && send(sentTo))}>
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
      {queuedAlert}
      <form onSubmit={form.submit(({ email }) => send(email))} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <Button type="submit" fullWidth loading={job.busy}>
            Send Reset Link
          </Button>
        </Stack>
      </form>
    </AuthScreen>
  );
}
