import { Divider, Group, Paper, Text, Title } from '@mantine/core';
import type { CartLine } from '@/lib/db';
import { formatDateTime, formatNaira, formatTime } from '@/lib/format';
import type { QuoteState, QuotedLine } from '@/lib/cart/quote';
import { useT } from '@/lib/i18n/use-t';
import { checkout as k } from '@/features/orders/checkout/checkout.messages';

interface Props {
  lines: CartLine[];
  quote: QuoteState;
}

function LineRow({ line, now }: { line: CartLine; now: QuotedLine | undefined }) {
  const t = useT();
  const changed = now && now.price !== line.price;
  const short = now && !now.available;
  return (
    <div>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fz="sm">
          <span translate="no">
            {line.quantity} × {line.name}
          </span>
          {(now?.prescription_only ?? line.prescriptionOnly) ? ` ${t(k.prescriptionItem)}` : ''}
        </Text>
        <Text fz="sm" fw={600}>
          {formatNaira((now?.price ?? line.price) * line.quantity)}
        </Text>
      </Group>
      {changed && (
        <Text fz="xs" c="dark.8" fw={600} role="status" data-testid="price-changed">
          {t(k.priceChanged, { was: formatNaira(line.price), now: formatNaira(now.price) })}
        </Text>
      )}
      {short && (
        <Text fz="xs" c="red.9" role="alert">
          {now.stock_quantity > 0 ? t(k.onlyLeft, { count: now.stock_quantity }) : t(k.gone)}
        </Text>
      )}
    </div>
  );
}

/** One block per pharmacy (each becomes its own order), at the server's prices and fees (quote_cart). */
export function CheckoutItems({ lines, quote }: Props) {
  const t = useT();
  const quoted = quote.kind === 'quoted' ? quote.quote : undefined;
  const groups = new Map<string, CartLine[]>();
  for (const line of lines) groups.set(line.pharmacyId, [...(groups.get(line.pharmacyId) ?? []), line]);
  const blocks = [...groups.entries()].map(([pharmacyId, group]) => {
    const first = group[0]!;
    const shop = quoted?.pharmacies.find((p) => p.pharmacy_id === pharmacyId);
    const atCartPrices = group.reduce((sum, l) => sum + l.price * l.quantity, 0);
    return (
      <Paper key={pharmacyId} withBorder radius="lg" p="md" component="section" aria-label={t(k.orderFrom, { pharmacy: first.pharmacyName })}>
        <Title order={3} fz="md" mb="xs" translate="no">
          {first.pharmacyName}
        </Title>
        {group.map((line) => (
          <LineRow key={line.id} line={line} now={shop?.lines.find((l) => l.offer_id === line.offerId)} />
        ))}
        <Divider my="xs" />
        <Group justify="space-between">
          <Text fz="sm">{t(k.deliveryFee)}</Text>
          <Text fz="sm">{shop ? formatNaira(shop.delivery_fee) : t(k.whenSent)}</Text>
        </Group>
        <Group justify="space-between">
          <Text fz="sm" fw={700}>
            {t(shop ? k.withDelivery : k.atCartPrices)}
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
            <Text fw={800}>{t(k.totalOnDelivery)}</Text>
            <Text fw={800} data-testid="checkout-total">
              {formatNaira(quoted.total)}
            </Text>
          </Group>
          <Text fz="xs" c="dimmed" px="xs" data-testid="checkout-checked">
            {quote.kind === 'quoted' && quote.saved
              ? t(k.savedQuote, { when: formatDateTime(quoted.checked_at) })
              : t(k.checkedAt, { when: formatTime(quoted.checked_at) })}
          </Text>
        </>
      ) : (
        <Text fz="xs" c="dimmed" px="xs" data-testid="checkout-checked">
          {t(quote.kind === 'checking' ? k.checking : k.asInCart)}
        </Text>
      )}
    </>
  );
}
