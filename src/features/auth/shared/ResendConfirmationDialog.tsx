import { useState } from 'react';
import { Button, Modal, Text, TextInput } from '@mantine/core';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notices } from '@/features/auth/messages';
import { loginSchema, type LoginValues } from '@/features/auth/schemas';
import { PasswordField } from '@/features/auth/shared/PasswordField';
import { FormAlert } from '@/features/auth/shared/FormAlert';
import { QueuedAlert } from '@/features/auth/shared/QueuedAlert';
import { useAccountJob } from '@/features/auth/shared/useAccountJob';
import { sharedMessages as m } from '@/features/auth/shared/shared.messages';
import { translate } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

type Props = { opened: boolean; onClose: () => void; onSent: (email: string) => void; initialEmail?: string };

/**
 * Asks for the address and password (the e-mail is sent only to a signed-in account) and mails a fresh confirmation link (through the outbox, so without a
 * connection it goes out later). A refusal from the server (unknown or already confirmed address)
 * reads "Failed to resend…"; a server that cannot be reached reads "Failed to send…".
 */
export function ResendConfirmationDialog({ opened, onClose, onSent, initialEmail = '' }: Props) {
  const form = useSchemaForm(loginSchema, { email: initialEmail, password: '' });
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const job = useAccountJob();
  const t = useT();

  // Mounted on first open (LazyResendDialog), so initialEmail is current; a reopened dialog starts clean.
  const close = () => {
    setFailure(null);
    onClose();
  };

  async function submit({ email, password }: LoginValues) {
    setFailure(null);
    await job.run(
      { kind: 'resend-confirmation', label: translate(m.resendLabel, { email }), input: { email, password } },
      {
        onDone: (result) => {
          onSent((result.send as { email?: string } | null)?.email ?? email);
          close();
        },
        onFailed: (message) => setFailure({ title: notices.resendFailed, message }),
      },
    );
  }

  return (
    <Modal opened={opened} onClose={close} title={t(m.resendTitle)} centered closeButtonProps={{ 'aria-label': t(m.close) }}>
      <form onSubmit={form.submit(submit)} noValidate>
        <Text size="sm" c="dimmed" mb="md">
          {t(m.resendLead)}
        </Text>
        <FormAlert title={failure?.title} message={failure?.message} />
        <QueuedAlert
          queued={job.queued}
          offlineText={t(m.resendOffline)}
          retryTitle={notices.sendFailed}
        />
        <TextInput
          label={t(m.emailAddress)}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
          data-autofocus
          mb="md"
        />
        <PasswordField
          label={t(m.password)}
          autoComplete="current-password"
          {...form.getInputProps('password')}
          mb="md"
        />
        <Button type="submit" fullWidth loading={job.busy}>
          {t(m.resendSubmit)}
        </Button>
      </form>
    </Modal>
  );
}
