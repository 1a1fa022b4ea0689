import { useState, type FormEvent } from 'react';
import { Button, Paper, Text, TextInput, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { deleteMyAccount } from '@/lib/account-rights';
import { signOutLazily } from '@/lib/auth/hint';
import { notify } from '@/lib/notify';

const CONFIRM_WORD = 'DELETE';

export function DeleteAccountCard() {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== CONFIRM_WORD) return setError(`Type ${CONFIRM_WORD} to confirm.`);
    setBusy(true);
    setError(undefined);
    try {
      await deleteMyAccount();
    } catch {
      setBusy(false);
      return setError(navigator.onLine ? 'Your account was not deleted. Please try again.' : 'You are offline. Connect to the internet to delete your account.');
    }
    // The account is gone on the server: forget it on this device too (session, cart, drafts, outbox).
    await signOutLazily().catch(() => undefined);
    await navigate({ to: '/' });
    notify({ message: 'Your account and your data have been deleted.' });
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="delete-title">
      <Title order={2} size="h3" id="delete-title" mb="xs" c="red.9">
        Delete my account
      </Title>
      <Text mb="md">
        This deletes your account, your profile, your prescriptions and their files, and signs you out. It cannot be undone.
        You can register again later with the same e-mail address.
      </Text>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextInput
          label={`Type ${CONFIRM_WORD} to confirm`}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          error={error}
          autoComplete="off"
          mb="md"
        />
        <Button type="submit" color="red.9" loading={busy}>
          Delete my account
        </Button>
      </form>
    </Paper>
  );
}
