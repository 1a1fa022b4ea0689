import { useEffect, useState } from 'react';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { notices } from '@/features/auth/messages';
import { AuthScreen } from '@/features/auth/shared/AuthScreen';
import { FormAlert } from '@/features/auth/shared/FormAlert';
import { LazyResendDialog } from '@/features/auth/shared/LazyResendDialog';
import { useConfirmation } from '@/features/auth/confirm/useConfirmation';
import { confirmMessages as m } from '@/features/auth/confirm/confirm.messages';
import { useT } from '@/lib/i18n/use-t';

export const REDIRECT_AFTER_MS = 3000;

// The server's refusals it knows (public.confirm_email); any other text is shown as it came.
const refusals: Record<string, typeof m.invalid> = {
  'Invalid or expired confirmation link': m.invalid,
  'Invalid or expired confirmation link: it has expired': m.tooOld,
};

export function ConfirmPage({ token }: { token?: string }) {
  const result = useConfirmation(token);
  const navigate = useNavigate();
  const [resendOpen, setResendOpen] = useState(false);
  const [resendRequested, setResendRequested] = useState(false);
  const [resent, setResent] = useState(false);
  const t = useT();

  useEffect(() => {
    if (result.state !== 'success') return;
    const timer = setTimeout(() => void navigate({ to: '/auth/login' }), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [result.state, navigate]);

  switch (result.state) {
    case 'loading':
      return (
        <AuthScreen title={t(m.confirming)} subtitle={t(m.moment)}>
          <Loader role="status" aria-label={t(m.confirming)} />
        </AuthScreen>
      );
    case 'waiting':
      return (
        <AuthScreen title={t(m.confirming)} subtitle={t(m.waiting)}>
          <Stack gap="md">
            <FormAlert color="yellow" message={t(m.offline)} />
            <Loader role="status" aria-label={t(m.waitingLabel)} />
          </Stack>
        </AuthScreen>
      );
    case 'success':
      return (
        <AuthScreen title={t(m.confirmed)}>
          <Stack gap="md">
            <FormAlert color="green" message={result.alreadyConfirmed ? t(m.already) : notices.confirmed} />
            <Text size="sm" c="dimmed">
              {t(m.takingYou)}
            </Text>
            <Button component={Link} to="/auth/login">
              {t(m.goToLogin)}
            </Button>
          </Stack>
        </AuthScreen>
      );
    case 'expired':
      return (
        <AuthScreen title={t(m.expired)}>
          <Stack gap="md">
            {resent ? (
              <FormAlert color="green" message={notices.resent} />
            ) : (
              <FormAlert color="yellow" message={refusals[result.message] ? t(refusals[result.message]!) : result.message} />
            )}
            <Text size="sm">{t(m.askNew)}</Text>
            <Button
              onClick={() => {
                setResendRequested(true);
                setResendOpen(true);
              }}
            >
              {t(m.resend)}
            </Button>
            <Button component={Link} to="/auth/register" variant="default">
              {t(m.backToRegistration)}
            </Button>
          </Stack>
          <LazyResendDialog
            requested={resendRequested}
            opened={resendOpen}
            onClose={() => setResendOpen(false)}
            onSent={() => setResent(true)}
            initialEmail={result.email ?? ''}
          />
        </AuthScreen>
      );
    case 'error':
      return (
        <AuthScreen title={t(m.failed)}>
          <Stack gap="md">
            <FormAlert message={notices.confirmError} />
            <Button component={Link} to="/auth/register">
              {t(m.backToRegistration)}
            </Button>
            <Button component={Link} to="/auth/login" variant="default">
              {t(m.tryLogin)}
            </Button>
          </Stack>
        </AuthScreen>
      );
  }
}
