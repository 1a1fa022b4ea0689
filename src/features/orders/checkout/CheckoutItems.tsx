import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Divider.css';
import { Divider, Group, Paper, Text, Title } from '@mantine/core';
import type { CartLine } from '@/lib/db';
import { formatDateTime, formatNaira, formatTime } from '@/lib/format';
import type { QuoteState, QuotedLine } from '@/lib/cart/quote';

interface Props {
  lines: CartLine[];
  quote: QuoteState;
}

function LineRow({ line, now }: { line: CartLine; now: QuotedLine | undefined }) {
  const changed = now && now.price !== line.price;
  const short = now && !now.available;
  return (
    <div>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fz="sm">
          {line.quantity} × {line.name}
          {(now?.prescription_only ?? line.prescriptionOnly) ? ' (prescription)' : ''}
        </Text>
        <Text fz="sm" fw={600}>
          {formatNaira((now?.price ?? line.price) * line.quantity)}
        </Text>
      </Group>
      {changed && (
        <Text fz="xs" c="dark.8" fw={600} role="status" data-testid="price-changed">
          Price changed since you added it: was {formatNaira(line.price)}, now {formatNaira(now.price)} each.
        </Text>
      )}
      {short && (
        <Text fz="xs" c="red.9" role="alert">
          {now.stock_quantity > 0 ? `Only ${now.stock_quantity} left.` : 'No longer available from this pharmacy.'}
        </Text>
      )}
    </div>
  );
}

/** One block per pharmacy (each becomes its own order), at the server's prices and fees (quote_cart). */
export function CheckoutItems({ lines, quote }: Props) {
  const quoted = quote.kind === 'quoted' ? quote.quote : undefined;
  const groups = new Map<string, CartLine[]>();
  for (const line of lines) groups.set(line.pharmacyId, [...(groups.get(line.pharmacyId) ?? []), line]);
  const blocks = [...groups.entries()].map(([pharmacyId, group]) => {
    const first = group[0]!;
    const shop = quoted?.pharmacies.find((p) => p.pharmacy_id === pharmacyId);
    const atCartPrices = group.reduce((sum, l) => sum + l.price * l.quantity, 0);
    return (
      <Paper key={pharmacyId} withBorder radius="lg" p="md" component="section" aria-label={`Order from ${first.pharmacyName}`}>
        <Title order={3} fz="md" mb="xs">
          {first.pharmacyName}
        </Title>
        {group.map((line) => (
          <LineRow key={line.id} line={line} now={shop?.lines.find((l) => l.offer_id === line.offerId)} />
        ))}
        <Divider my="xs" />
        <Group justify="space-between">
          <Text fz="sm">Delivery fee</Text>
          <Text fz="sm">{shop ? formatNaira(shop.delivery_fee) : 'Confirmed when sent'}</Text>
        </Group>
        <Group justify="space-between">
          <Text fz="sm" fw={700}>
            {shop ? 'Subtotal with delivery' : 'Items at your cart’s prices'}
          </Text>
          <Text fz="sm" fw={700}>
            {formatNaira(shop ? shop.total : atCartPrices)}
          </Text>
        </Group>
      </Paper>
    );
  });
  return (
    <>
      {blocks}
      {quoted ? (
        <>
          <Group justify="space-between" px="xs">
            <Text fw={800}>Total to pay on delivery</Text>
            <Text fw={800} data-testid="checkout-total">
              {formatNaira(quoted.total)}
            </Text>
          </Group>
          <Text fz="xs" c="dimmed" px="xs" data-testid="checkout-checked">
            {quote.kind === 'quoted' && quote.saved
              ? `Offline: prices and fees as checked on ${formatDateTime(quoted.checked_at)}.`
              : `Prices and fees checked at ${formatTime(quoted.checked_at)}.`}
          </Text>
        </>
      ) : (
        <Text fz="xs" c="dimmed" px="xs" data-testid="checkout-checked">
          {quote.kind === 'checking' ? 'Checking prices and delivery fees…' : 'Prices as in your cart: current prices and fees apply when the order is sent.'}
        </Text>
      )}
    </>
  );
}
