import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ChatLine } from '@/features/consultations/room/use-room';
import { room } from '@/features/consultations/room/room.messages';
import { useT } from '@/lib/i18n/use-t';

type Props = { lines: ChatLine[]; otherName: string; onSend: (body: string) => unknown; disabled: boolean };

/** Text chat: small requests, works on 2G; a message typed offline waits and is sent once. */
export function ChatPanel({ lines, otherName, onSend, disabled }: Props) {
  const t = useT();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = draft.trim();
    if (!body) return setError(t(room.writeFirst));
    if (body.length > 2000) return setError(t(room.tooLong));
    setError(undefined);
    onSend(body);
    setDraft('');
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="chat-heading">
      <Title order={2} fz="lg" id="chat-heading" mb="sm">
        {t(room.chat)}
      </Title>
      <Stack gap={6} component="ol" aria-label={t(room.messages)} p={0} m={0} style={{ listStyle: 'none', maxHeight: 360, overflowY: 'auto' }}>
        {lines.length === 0 && <Text c="dimmed" fz="sm" component="li">{t(room.noMessages)}</Text>}
        {lines.map((m) => (
          <Text component="li" key={m.client_id} fz="sm" ta={m.mine ? 'right' : 'left'}>
            {m.mine ? <strong>{t(room.you)}:</strong> : <strong translate="no">{otherName}:</strong>} <span translate="no">{m.body}</span>
            {m.pending && <Text span c="dimmed" fz="xs"> {t(room.waiting)}</Text>}
            {m.problem && <Text span c="red.8" fz="xs"> {t(room.notSent, { problem: m.problem })}</Text>}
          </Text>
        ))}
      </Stack>
      <form onSubmit={submit}>
        <Group gap="xs" mt="sm" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={t(room.message)}
            placeholder={t(room.typeMessage)}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            error={error}
            disabled={disabled}
          />
          <Button type="submit" disabled={disabled}>
            {t(room.send)}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
