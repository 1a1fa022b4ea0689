import { useState, type FormEvent } from 'react';
import { Button, Paper, Text, TextInput, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { deleteMyAccount } from '@/lib/account-rights';
import { signOutLazily } from '@/lib/auth/hint';
import { notify } from '@/lib/notify';
import { translate } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { settingsMessages as m } from '@/features/settings/settings.messages';

const CONFIRM_WORD = 'DELETE';

export function DeleteAccountCard() {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const t = useT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== CONFIRM_WORD) return setError(translate(m.typeWordError, { word: CONFIRM_WORD }));
    setBusy(true);
    setError(undefined);
    try {
      await deleteMyAccount();
    } catch {
      setBusy(false);
      return setError(translate(navigator.onLine ? m.deleteFailed : m.deleteOffline));
    }
    // The account is gone on the server: forget it on this device too (session, cart, drafts, outbox).
    await signOutLazily().catch(() => undefined);
    await navigate({ to: '/' });
    notify({ message: translate(m.deleted) });
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="delete-title">
      <Title order={2} size="h3" id="delete-title" mb="xs" c="red.9">
        {t(m.deleteTitle)}
      </Title>
      <Text mb="md">{t(m.deleteText)}</Text>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextInput
          label={t(m.typeWord, { word: CONFIRM_WORD })}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          error={error}
          autoComplete="off"
          mb="md"
        />
        <Button type="submit" color="red.9" loading={busy}>
          {t(m.deleteTitle)}
        </Button>
      </form>
    </Paper>
  );
}
