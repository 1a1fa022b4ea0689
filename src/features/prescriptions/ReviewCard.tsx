import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { formatDateTime, formatNaira } from '@/lib/format';
import type { Prescription } from '@/lib/prescriptions/api';
import { reviewText } from '@/features/prescriptions/review-state';
import { rx as m } from '@/features/prescriptions/prescriptions.messages';
import { useT } from '@/lib/i18n/use-t';

// Only a patient holding a quote needs the form (and the order code behind it).
const AcceptQuoteForm = lazy(() => import('@/features/prescriptions/AcceptQuoteForm').then((m) => ({ default: m.AcceptQuoteForm })));

/** The pharmacy's answer as the patient sees it, with accept/decline while a quote waits. */
export function ReviewCard({ rx, onChange }: { rx: Prescription; onChange: () => void }) {
  const t = useT();
  const text = reviewText[rx.status];
  const total = rx.items.reduce((sum, i) => sum + i.line_total, 0);
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="answer-heading">
      <Title order={2} fz="lg" id="answer-heading" translate={rx.pharmacy_name ? 'no' : undefined}>
        {rx.pharmacy_name ?? t(m.pharmacy)}
      </Title>
      <Group gap="xs" mt="xs">
        <Badge variant="light" color={text.color} size="lg" data-testid="review-state">{t(text.label)}</Badge>
        {rx.answered_at && <Text fz="xs" c="dimmed">{t(m.answered, { when: formatDateTime(rx.answered_at) })}</Text>}
      </Group>
      <Text fz="sm" c="dimmed" mt={4}>{t(text.detail)}</Text>
      {rx.refusal_reason && <Text fz="sm" mt="sm">{t(m.reason)} <span translate="no">{rx.refusal_reason}</span></Text>}
      {rx.items.length > 0 && (
        <Table mt="md" aria-label={t(m.quote)}>
          <Table.Thead>
            <Table.Tr><Table.Th>{t(m.item)}</Table.Th><Table.Th>{t(m.qty)}</Table.Th><Table.Th ta="right">{t(m.price)}</Table.Th></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rx.items.map((i, n) => (
              <Table.Tr key={n}>
                <Table.Td translate="no">{i.name}{i.strength ? ` ${i.strength}` : ''}</Table.Td>
                <Table.Td>{i.quantity}</Table.Td>
                <Table.Td ta="right">{formatNaira(i.line_total)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr><Table.Td colSpan={2} fw={700}>{t(m.total)}</Table.Td><Table.Td ta="right" fw={700}>{formatNaira(total)}</Table.Td></Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      {rx.quote_note && <Text fz="sm" mt="sm">{t(m.pharmacistNote)} <span translate="no">{rx.quote_note}</span></Text>}
      {rx.status === 'quoted' && rx.mine && (
        <Suspense fallback={<Text size="sm">{t(m.loadingQuote)}</Text>}>
          <AcceptQuoteForm rx={rx} onDone={onChange} />
        </Suspense>
      )}
      {rx.order_reference && (
        <Text mt="md" fw={600}>
          <Link to="/orders/track" search={{ id: rx.order_reference }}>
            {t(m.track, { reference: rx.order_reference })}
          </Link>
        </Text>
      )}
    </Paper>
  );
}
