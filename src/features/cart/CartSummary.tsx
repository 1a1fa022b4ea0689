import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Divider, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDateTime, formatNaira, formatTime } from '@/lib/format';
import type { CartTotals } from '@/lib/cart/totals';
import type { QuoteState } from '@/lib/cart/quote';

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

const items = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

/** Per pharmacy (each is its own order and delivery) at the server's prices and fees. */
function Quoted({ state }: { state: Extract<QuoteState, { kind: 'quoted' }> }) {
  const { quote, saved } = state;
  const when = saved ? formatDateTime(quote.checked_at) : formatTime(quote.checked_at);
  return (
    <>
      {quote.pharmacies.map((p) => (
        <section key={p.pharmacy_id} aria-label={`From ${p.pharmacy_name}`} data-testid="summary-pharmacy">
          <Text fw={700} fz="sm" mt="xs">
            {p.pharmacy_name}
          </Text>
          <Row label={`Items (${items(p.lines.reduce((n, l) => n + l.quantity, 0))})`} value={formatNaira(p.subtotal)} />
          <Row label="Delivery fee" value={formatNaira(p.delivery_fee)} />
        </section>
      ))}
      <Divider my="sm" />
      <Row label="Total" value={formatNaira(quote.total)} strong id="total" />
      <Text fz="xs" c="dimmed" mt={4} role="status" data-testid="summary-checked">
        {saved ? `Offline: prices and fees as checked on ${when}.` : `Prices and delivery fees checked at ${when}. Each pharmacy delivers its own items.`}
      </Text>
      {quote.pharmacies.some((p) => p.lines.some((l) => !l.available)) || quote.missing.length ? (
        <Text fz="xs" c="red.9" mt={4} role="alert">
          Some items are not available in that quantity: change or remove them.
        </Text>
      ) : null}
    </>
  );
}

export function CartSummary({ totals, quote }: { totals: CartTotals; quote: QuoteState }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="summary-heading">
      <Title order={2} fz="lg" mb="md" id="summary-heading">
        Order Summary
      </Title>
      {quote.kind === 'quoted' ? (
        <Quoted state={quote} />
      ) : (
        <>
          <Row label={`Subtotal (${items(totals.itemCount)})`} value={formatNaira(totals.subtotal)} id="subtotal" />
          <Row label="Delivery fee" value={quote.kind === 'checking' ? 'Checking…' : 'Not known yet'} id="delivery" />
          <Text fz="xs" c="dimmed" mt={4} role="status" data-testid="summary-checked">
            {quote.kind === 'checking' ? 'Checking prices and delivery fees…' : 'Prices as you added them. Delivery fees (one per pharmacy) are checked when you are online.'}
          </Text>
        </>
      )}
      {totals.needsPrescription && (
        <Alert color="red" variant="light" mt="md" title="Prescription needed">
          <Text fz="sm" mb="xs">
            Items marked Rx are dispensed only against a valid prescription.
          </Text>
          <Button component={Link} to="/prescriptions/upload" size="xs" variant="white" color="red.9">
            Upload prescription
          </Button>
        </Alert>
      )}
      <Button component={Link} to="/cart/checkout" fullWidth size="md" mt="lg" disabled={totals.itemCount === 0}>
        Proceed to Checkout
      </Button>
    </Paper>
  );
}
