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
import { useT } from '@/lib/i18n/use-t';
import { sharedMessages as s } from '@/features/auth/shared/shared.messages';
import { loginMessages as m } from '@/features/auth/login/login.messages';

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
  const t = useT();
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
      title={t(m.title)}
      subtitle={t(m.subtitle)}
      footer={
        <Stack gap={6} align="center">
          <Text size="sm">
            {t(m.noAccount)}{' '}
            <Anchor component={Link} to="/auth/register" fw={600}>
              {t(m.signUp)}
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
            {t(m.resend)}
          </Anchor>
          <Anchor component={Link} to="/" size="sm" c="dimmed">
            {t(s.backToHome)}
          </Anchor>
        </Stack>
      }
    >
      {/* The page is prerendered without its query: the notice joins once the page runs. */}
      {redirect && hydrated && !failure && !queued && <FormAlert color="blue" message={t(m.rightAccount)} />}
      {sessionEnded && !failure && <FormAlert color="blue" message={notices.sessionEnded} />}
      <FormAlert message={failure} />
      <QueuedAlert queued={queued} offlineText={t(m.signedInWhenOnline)} retryTitle={t(m.unreachable)} />
      {resent && <FormAlert color="green" message={notices.resent} />}
      {withPhone ? (
        <PhoneLogin />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput label={t(s.email)} type="email" autoComplete="email" {...form.getInputProps('email')} />
            <PasswordField label={t(s.password)} autoComplete="current-password" {...form.getInputProps('password')} />
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Checkbox label={t(m.rememberMe)} checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
              <Anchor component={Link} to="/auth/forgot-password" size="sm">
                {t(m.forgot)}
              </Anchor>
            </Group>
            <Button type="submit" fullWidth loading={busy}>
              {t(m.signIn)}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component="button" type="button" size="sm" mt="sm" onClick={() => setWithPhone((p) => !p)} style={{ display: 'block', marginInline: 'auto' }}>
        {withPhone ? t(m.useEmail) : t(m.usePhone)}
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
