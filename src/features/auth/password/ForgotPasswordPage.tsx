import { useEffect, useState } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { prefetchSupabase } from '@/lib/auth/client';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notices } from '@/features/auth/messages';
import { forgotPasswordSchema } from '@/features/auth/schemas';
import { AuthScreen } from '@/features/auth/shared/AuthScreen';
import { FormAlert } from '@/features/auth/shared/FormAlert';
import { prefetchOutbox } from '@/features/auth/shared/outbox';
import { QueuedAlert } from '@/features/auth/shared/QueuedAlert';
import { useAccountJob } from '@/features/auth/shared/useAccountJob';
import { translate } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { sharedMessages as s } from '@/features/auth/shared/shared.messages';
import { passwordMessages as m } from '@/features/auth/password/password.messages';
import { backToLogin } from '@/features/auth/password/BackToLogin';


export function ForgotPasswordPage() {
  const form = useSchemaForm(forgotPasswordSchema, { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const job = useAccountJob();
  const t = useT();
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
        label: translate(s.resetLabel, { email }),
        input: { email, redirectTo: `${window.location.origin}/auth/reset-password` },
      },
      { onDone: () => setSentTo(email), onFailed: setFailure },
    );
  }

  const queuedAlert = (
    <QueuedAlert
      queued={job.queued}
      offlineText={t(m.forgotOffline)}
      retryTitle={t(m.forgotRetry)}
    />
  );

  if (sentTo) {
    return (
      <AuthScreen title={t(m.checkTitle)} subtitle={t(m.checkSubtitle, { email: sentTo })} footer={backToLogin}>
        {failure ? <FormAlert message={failure} /> : !job.queued && <FormAlert color="green" message={notices.resetSent} />}
        {queuedAlert}
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t(m.checkText)}
          </Text>
          <Button variant="light" loading={job.busy} onClick={() => void (sentTo && send(sentTo))}>
            {t(m.resend)}
          </Button>
          <Button variant="subtle" onClick={() => setSentTo(null)}>
            {t(m.otherEmail)}
          </Button>
        </Stack>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title={t(m.forgotTitle)}
      subtitle={t(m.forgotSubtitle)}
      footer={backToLogin}
    >
      <FormAlert message={failure} />
      {queuedAlert}
      <form onSubmit={form.submit(({ email }) => send(email))} noValidate>
        <Stack gap="md">
          <TextInput label={t(s.email)} type="email" autoComplete="email" {...form.getInputProps('email')} />
          <Button type="submit" fullWidth loading={job.busy}>
            {t(m.sendLink)}
          </Button>
        </Stack>
      </form>
    </AuthScreen>
  );
}
