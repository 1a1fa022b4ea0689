import { useEffect, useState } from 'react';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { notices } from '@/features/auth/messages';
import { AuthScreen } from '@/features/auth/shared/AuthScreen';
import { FormAlert } from '@/features/auth/shared/FormAlert';
import { LazyResendDialog } from '@/features/auth/shared/LazyResendDialog';
import { useConfirmation } from '@/features/auth/confirm/useConfirmation';

export const REDIRECT_AFTER_MS = 3000;

export const CONFIRM_WAITING = "You're offline. Your link is kept: we'll confirm your email as soon as you're back online.";
export const ALREADY_CONFIRMED = 'Your email is already confirmed. You can log in.';

export function ConfirmPage({ token }: { token?: string }) {
  const result = useConfirmation(token);
  const navigate = useNavigate();
  const [resendOpen, setResendOpen] = useState(false);
  const [resendRequested, setResendRequested] = useState(false);
  const [resent, setResent] = useState(false);

  useEffect(() => {
    if (result.state !== 'success') return;
    const timer = setTimeout(() => void navigate({ to: '/auth/login' }), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [result.state, navigate]);

  switch (result.state) {
    case 'loading':
      return (
        <AuthScreen title="Confirming your email" subtitle="This takes a moment.">
          <Loader role="status" aria-label="Confirming your email" />
        </AuthScreen>
      );
    case 'waiting':
      return (
        <AuthScreen title="Confirming your email" subtitle="Waiting for a connection.">
          <Stack gap="md">
            <FormAlert color="yellow" message={CONFIRM_WAITING} />
            <Loader role="status" aria-label="Waiting for a connection" />
          </Stack>
        </AuthScreen>
      );
    case 'success':
      return (
        <AuthScreen title="Email confirmed">
          <Stack gap="md">
            <FormAlert color="green" message={result.alreadyConfirmed ? ALREADY_CONFIRMED : notices.confirmed} />
            <Text size="sm" c="dimmed">
              Taking you to the login page…
            </Text>
            <Button component={Link} to="/auth/login">
              Go to Login
            </Button>
          </Stack>
        </AuthScreen>
      );
    case 'expired':
      return (
        <AuthScreen title="Confirmation link expired">
          <Stack gap="md">
            {resent ? (
              <FormAlert color="green" message={notices.resent} />
            ) : (
              <FormAlert color="yellow" message={result.message} />
            )}
            <Text size="sm">Ask for a new link below; it is valid for 24 hours.</Text>
            <Button
              onClick={() => {
                setResendRequested(true);
                setResendOpen(true);
              }}
            >
              Resend Confirmation Email
            </Button>
            <Button component={Link} to="/auth/register" variant="default">
              Back to Registration
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
        <AuthScreen title="We couldn't confirm your email">
          <Stack gap="md">
            <FormAlert message={notices.confirmError} />
            <Button component={Link} to="/auth/register">
              Back to Registration
            </Button>
            <Button component={Link} to="/auth/login" variant="default">
              Try to Login
            </Button>
          </Stack>
        </AuthScreen>
      );
  }
}
