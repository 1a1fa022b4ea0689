import { Alert, Button, Divider, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDateTime, formatNaira, formatTime } from '@/lib/format';
import type { CartTotals } from '@/lib/cart/totals';
import type { QuoteState } from '@/lib/cart/quote';
import { usePlurals, useT } from '@/lib/i18n/use-t';
import { cart as m } from '@/features/cart/cart.messages';

const Row = ({ label, value, strong, id }: { label: string; value: string; strong?: boolean; id?: string }) => (
  <Group justify="space-between" wrap="nowrap" gap="xs">
    <Text fw={strong ? 800 : 400} fz={strong ? 'lg' : 'sm'}>
      {label}
    </Text>
    <Text fw={strong ? 800 : 600} fz={strong ? 'lg' : 'sm'} data-testid={id && `summary-${id}`}>
      {value}
    </Text>
  </Group>
);

/** Per pharmacy (each is its own order and delivery) at the server's prices and fees. */
function Quoted({ state }: { state: Extract<QuoteState, { kind: 'quoted' }> }) {
  const t = useT();
  const { quote, saved } = state;
  const when = saved ? formatDateTime(quote.checked_at) : formatTime(quote.checked_at);
  return (
    <>
      {quote.pharmacies.map((p) => (
        <section key={p.pharmacy_id} aria-label={t(m.fromLabel, { pharmacy: p.pharmacy_name })} data-testid="summary-pharmacy">
          <Text fw={700} fz="sm" mt="xs" translate="no">
            {p.pharmacy_name}
          </Text>
          <Row label={t(m.itemsCount, { count: p.lines.reduce((n, l) => n + l.quantity, 0) })} value={formatNaira(p.subtotal)} />
          <Row label={t(m.deliveryFee)} value={formatNaira(p.delivery_fee)} />
        </section>
      ))}
      <Divider my="sm" />
      <Row label={t(m.total)} value={formatNaira(quote.total)} strong id="total" />
      <Text fz="xs" c="dimmed" mt={4} role="status" data-testid="summary-checked">
        {t(saved ? m.savedQuote : m.checkedAt, { when })}
      </Text>
      {quote.pharmacies.some((p) => p.lines.some((l) => !l.available)) || quote.missing.length ? (
        <Text fz="xs" c="red.9" mt={4} role="alert">
          {t(m.unavailable)}
        </Text>
      ) : null}
    </>
  );
}

export function CartSummary({ totals, quote }: { totals: CartTotals; quote: QuoteState }) {
  const t = useT();
  // "Items (2 items)" and the subtotal's count are plurals.
  usePlurals(true);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="summary-heading">
      <Title order={2} fz="lg" mb="md" id="summary-heading">
        {t(m.summary)}
      </Title>
      {quote.kind === 'quoted' ? (
        <Quoted state={quote} />
      ) : (
        <>
          <Row label={t(m.subtotal, { count: totals.itemCount })} value={formatNaira(totals.subtotal)} id="subtotal" />
          <Row label={t(m.deliveryFee)} value={t(quote.kind === 'checking' ? m.checking : m.notKnown)} id="delivery" />
          <Text fz="xs" c="dimmed" mt={4} role="status" data-testid="summary-checked">
            {t(quote.kind === 'checking' ? m.checkingPrices : m.asAdded)}
          </Text>
        </>
      )}
      {totals.needsPrescription && (
        <Alert color="red" variant="light" mt="md" title={t(m.prescriptionNeeded)}>
          <Text fz="sm" mb="xs">
            {t(m.rxOnly)}
          </Text>
          <Button component={Link} to="/prescriptions/upload" size="xs" variant="white" color="red.9">
            {t(m.uploadPrescription)}
          </Button>
        </Alert>
      )}
      <Button component={Link} to="/cart/checkout" fullWidth size="md" mt="lg" disabled={totals.itemCount === 0}>
        {t(m.checkout)}
      </Button>
    </Paper>
  );
}
