import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Text.css';
import { useState, type FormEvent } from 'react';
import { Button, Modal, Text, TextInput } from '@mantine/core';
import { notices } from '@/features/auth/messages';
import { check, forgotPasswordSchema } from '@/features/auth/schemas';
import { resendConfirmationStep } from '@/features/auth/steps/account';
import { StepError } from '@/features/auth/steps/step-error';
import { FormAlert } from '@/features/auth/shared/FormAlert';

type Props = { opened: boolean; onClose: () => void; onSent: (email: string) => void; initialEmail?: string };

/**
 * Asks for the address and mails a fresh confirmation link. A refusal from the server (unknown or
 * already confirmed address) reads "Failed to resend…"; a failure to reach or mail reads "Failed to send…".
 */
export function ResendConfirmationDialog({ opened, onClose, onSent, initialEmail = '' }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  // Mounted on first open (LazyResendDialog), so initialEmail is current; a reopened dialog starts clean.
  const close = () => {
    setFailure(null);
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = check(forgotPasswordSchema, { email });
    if (!checked.ok) return setError(checked.errors.email);
    setBusy(true);
    setFailure(null);
    try {
      const { email: sentTo } = await resendConfirmationStep(checked.value);
      onSent(sentTo);
      close();
    } catch (e) {
      const refused = e instanceof StepError && e.status !== undefined && e.status >= 400 && e.status < 500;
      setFailure(
        refused
          ? { title: notices.resendFailed, message: (e as Error).message }
          : { title: notices.sendFailed, message: 'Check your connection and try again.' },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={close} title="Resend confirmation email" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Text size="sm" c="dimmed" mb="md">
          Enter the email address you registered with and we will send a new confirmation link.
        </Text>
        <FormAlert title={failure?.title} message={failure?.message} />
        <TextInput
          label="Email address"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          data-autofocus
          mb="md"
        />
        <Button type="submit" fullWidth loading={busy}>
          Send confirmation email
        </Button>
      </form>
    </Modal>
  );
}
