import { useState } from 'react';
import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { formatPhone } from '@/lib/format-phone';
import { notify } from '@/lib/notify';
import { documentLink, kindLabels, type Application } from '@/features/admin/approvals/approvals-api';

type Props = { app: Application; onApprove: () => void; onReject: () => void };

/** One application: who, what they submitted, their documents, and the two decisions. */
export function ApplicationCard({ app, onApprove, onReject }: Props) {
  const [opening, setOpening] = useState<string | null>(null);
  const name = app.name ?? app.email ?? 'Unnamed applicant';

  async function open(label: string, path: string) {
    setOpening(label);
    try {
      window.open(await documentLink(app.kind, path), '_blank', 'noopener,noreferrer');
    } catch (error) {
      void notify({ title: 'Could not open the document', message: (error as Error).message, color: 'red' });
    } finally {
      setOpening(null);
    }
  }

  const facts: [string, string | null][] = [
    ['Email', app.email],
    ['Phone', app.phone && formatPhone(app.phone)],
    ['Licence number', app.license_number],
    ...Object.entries(app.details),
    ['Submitted', formatDateTime(app.submitted_at)],
  ];

  return (
    <Paper component="li" withBorder radius="lg" p="md" data-testid="application">
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
        <Title order={3} fz="md">
          {name}
        </Title>
        <Badge variant="light" radius="sm">
          {kindLabels[app.kind]}
        </Badge>
      </Group>
      <dl style={{ margin: 0, display: 'grid', gap: 4 }}>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Text key={label} size="sm" component="div">
              <Text span c="dimmed" size="sm" component="dt" display="inline">
                {label}:
              </Text>{' '}
              <Text span size="sm" component="dd" display="inline" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Text>
          ))}
      </dl>
      <Group gap="xs" mt="sm">
        {Object.entries(app.documents).length === 0 && (
          <Text size="sm" c="dimmed">
            No document uploaded.
          </Text>
        )}
        {Object.entries(app.documents).map(([label, path]) => (
          <Button key={label} variant="default" size="xs" loading={opening === label} onClick={() => void open(label, path)}>
            Open {label.replace(/_/g, ' ')}
          </Button>
        ))}
      </Group>
      <Group gap="xs" mt="md" justify="flex-end">
        <Button variant="outline" color="red.9" onClick={onReject} aria-label={`Reject ${name}`}>
          Reject
        </Button>
        <Button onClick={onApprove} aria-label={`Approve ${name}`}>
          Approve
        </Button>
      </Group>
    </Paper>
  );
}
