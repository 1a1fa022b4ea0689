import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ChatLine } from '@/features/consultations/room/use-room';

type Props = { lines: ChatLine[]; otherName: string; onSend: (body: string) => unknown; disabled: boolean };

/** Text chat: small requests, works on 2G; a message typed offline waits and is sent once. */
export function ChatPanel({ lines, otherName, onSend, disabled }: Props) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = draft.trim();
    if (!body) return setError('Write a message first.');
    if (body.length > 2000) return setError('A message can be at most 2000 characters.');
    setError(undefined);
    onSend(body);
    setDraft('');
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="chat-heading">
      <Title order={2} fz="lg" id="chat-heading" mb="sm">
        Chat
      </Title>
      <Stack gap={6} component="ol" aria-label="Messages" p={0} m={0} style={{ listStyle: 'none', maxHeight: 360, overflowY: 'auto' }}>
        {lines.length === 0 && <Text c="dimmed" fz="sm" component="li">No messages yet.</Text>}
        {lines.map((m) => (
          <Text component="li" key={m.client_id} fz="sm" ta={m.mine ? 'right' : 'left'}>
            <strong>{m.mine ? 'You' : otherName}:</strong> {m.body}
            {m.pending && <Text span c="dimmed" fz="xs"> (waiting to send)</Text>}
            {m.problem && <Text span c="red.8" fz="xs"> (not sent: {m.problem})</Text>}
          </Text>
        ))}
      </Stack>
      <form onSubmit={submit}>
        <Group gap="xs" mt="sm" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label="Message"
            placeholder="Type a message"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            error={error}
            disabled={disabled}
          />
          <Button type="submit" disabled={disabled}>
            Send
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
