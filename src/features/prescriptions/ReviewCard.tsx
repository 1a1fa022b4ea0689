import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { formatDateTime, formatNaira } from '@/lib/format';
import type { Prescription } from '@/lib/prescriptions/api';
import { reviewText } from '@/features/prescriptions/review-state';

// Only a patient holding a quote needs the form (and the order code behind it).
const AcceptQuoteForm = lazy(() => import('@/features/prescriptions/AcceptQuoteForm').then((m) => ({ default: m.AcceptQuoteForm })));

/** The pharmacy's answer as the patient sees it, with accept/decline while a quote waits. */
export function ReviewCard({ rx, onChange }: { rx: Prescription; onChange: () => void }) {
  const text = reviewText[rx.status];
  const total = rx.items.reduce((sum, i) => sum + i.line_total, 0);
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="answer-heading">
      <Title order={2} fz="lg" id="answer-heading">
        {rx.pharmacy_name ?? 'Pharmacy'}
      </Title>
      <Group gap="xs" mt="xs">
        <Badge variant="light" color={text.color} size="lg" data-testid="review-state">{text.label}</Badge>
        {rx.answered_at && <Text fz="xs" c="dimmed">Answered {formatDateTime(rx.answered_at)}</Text>}
      </Group>
      <Text fz="sm" c="dimmed" mt={4}>{text.detail}</Text>
      {rx.refusal_reason && <Text fz="sm" mt="sm">Reason: {rx.refusal_reason}</Text>}
      {rx.items.length > 0 && (
        <Table mt="md" aria-label="Quote">
          <Table.Thead>
            <Table.Tr><Table.Th>Item</Table.Th><Table.Th>Qty</Table.Th><Table.Th ta="right">Price</Table.Th></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rx.items.map((i, n) => (
              <Table.Tr key={n}>
                <Table.Td>{i.name}{i.strength ? ` ${i.strength}` : ''}</Table.Td>
                <Table.Td>{i.quantity}</Table.Td>
                <Table.Td ta="right">{formatNaira(i.line_total)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr><Table.Td colSpan={2} fw={700}>Total before delivery</Table.Td><Table.Td ta="right" fw={700}>{formatNaira(total)}</Table.Td></Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      {rx.quote_note && <Text fz="sm" mt="sm">Pharmacist&apos;s note: {rx.quote_note}</Text>}
      {rx.status === 'quoted' && rx.mine && (
        <Suspense fallback={<Text size="sm">Loading the quote…</Text>}>
          <AcceptQuoteForm rx={rx} onDone={onChange} />
        </Suspense>
      )}
      {rx.order_reference && (
        <Text mt="md" fw={600}>
          <Link to="/orders/track" search={{ id: rx.order_reference }}>
            Track order {rx.order_reference}
          </Link>
        </Text>
      )}
    </Paper>
  );
}
