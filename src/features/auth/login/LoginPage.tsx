import { useEffect, useState } from 'react';
import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { prefetchSupabase } from '@/lib/auth/client';
import { getRememberMe, hasRememberChoice } from '@/lib/auth/storage';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notices } from '@/features/auth/messages';
import { loginSchema } from '@/features/auth/schemas';
import { AuthScreen } from '@/features/auth/shared/AuthScreen';
import { FormAlert } from '@/features/auth/shared/FormAlert';
import { prefetchOutbox } from '@/features/auth/shared/outbox';
import { QueuedAlert } from '@/features/auth/shared/QueuedAlert';
import { PasswordField } from '@/features/auth/shared/PasswordField';
import { LazyResendDialog } from '@/features/auth/shared/LazyResendDialog';
import { useLogin } from '@/features/auth/login/useLogin';
import { PhoneLogin } from '@/features/auth/login/PhoneLogin';
import { useHydrated } from '@/lib/use-hydrated';
import { takeSessionEnded } from '@/lib/auth/session-check';

const SIGNED_IN_WHEN_ONLINE = "We'll sign you in as soon as you're back online.";

export function LoginPage({ redirect }: { redirect?: string }) {
  const form = useSchemaForm(loginSchema, { email: '', password: '' });
  // Unticked until the person chooses: pharmacy tablets are shared.
  // The page is prerendered unticked; the stored choice is applied once it runs in the browser.
  const hydrated = useHydrated();
  const [chosen, setRemember] = useState<boolean>();
  const remember = chosen ?? (hydrated && hasRememberChoice() && getRememberMe());
  const [resendOpen, setResendOpen] = useState(false);
  const [resendRequested, setResendRequested] = useState(false);
  const [resent, setResent] = useState(false);
  const { login, busy, failure, queued } = useLogin(redirect);
  // Set by the session watcher when the server ended this session (suspension, sign-out elsewhere).
  const [sessionEnded, setSessionEnded] = useState(false);
  const [withPhone, setWithPhone] = useState(false);
  useEffect(() => {
    const stopSupabase = prefetchSupabase();
    const stopOutbox = prefetchOutbox();
    if (takeSessionEnded()) queueMicrotask(() => setSessionEnded(true));
    return () => {
      stopSupabase();
      stopOutbox();
    };
  }, []);

  const submit = form.submit((details) => void login(details, remember));

  return (
    <AuthScreen
      title="Welcome back"
      subtitle="Sign in to your Magani Health account"
      footer={
        <Stack gap={6} align="center">
          <Text size="sm">
            Don&apos;t have an account?{' '}
            <Anchor component={Link} to="/auth/register" fw={600}>
              Sign up
            </Anchor>
          </Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setResendRequested(true);
              setResendOpen(true);
            }}
          >
            Resend confirmation email
          </Anchor>
          <Anchor component={Link} to="/" size="sm" c="dimmed">
            Back to Home
          </Anchor>
        </Stack>
      }
    >
      {/* The page is prerendered without its query: the notice joins once the page runs. */}
      {redirect && hydrated && !failure && !queued && <FormAlert color="blue" message="Please sign in with the right account to open that page." />}
      {sessionEnded && !failure && <FormAlert color="blue" message={notices.sessionEnded} />}
      <FormAlert message={failure} />
      <QueuedAlert queued={queued} offlineText={SIGNED_IN_WHEN_ONLINE} retryTitle="Couldn't reach the server" />
      {resent && <FormAlert color="green" message={notices.resent} />}
      {withPhone ? (
        <PhoneLogin />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
            <PasswordField label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Checkbox label="Remember me" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
              <Anchor component={Link} to="/auth/forgot-password" size="sm">
                Forgot password?
              </Anchor>
            </Group>
            <Button type="submit" fullWidth loading={busy}>
              Sign In
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component="button" type="button" size="sm" mt="sm" onClick={() => setWithPhone((p) => !p)} style={{ display: 'block', marginInline: 'auto' }}>
        {withPhone ? 'Use email and password instead' : 'Logistics provider? Use your phone number'}
      </Anchor>
      <LazyResendDialog
        requested={resendRequested}
        opened={resendOpen}
        onClose={() => setResendOpen(false)}
        onSent={() => setResent(true)}
        initialEmail={form.values.email}
      />
    </AuthScreen>
  );
}
