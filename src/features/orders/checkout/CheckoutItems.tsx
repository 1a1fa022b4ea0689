import { Divider, Group, Paper, Text, Title } from '@mantine/core';
import type { CartLine } from '@/lib/db';
import { formatNaira } from '@/lib/format';
import type { QuotedOffer } from '@/features/orders/checkout/use-quote';

interface Props {
  lines: CartLine[];
  quote: Map<string, QuotedOffer> | undefined;
}

/** One block per pharmacy (each becomes its own order), with today's prices from the server. */
export function CheckoutItems({ lines, quote }: Props) {
  const groups = new Map<string, CartLine[]>();
  for (const line of lines) groups.set(line.pharmacyId, [...(groups.get(line.pharmacyId) ?? []), line]);
  let grand = 0;
  const blocks = [...groups.entries()].map(([pharmacyId, group]) => {
    const first = group[0]!;
    const fee = quote?.get(first.offerId)?.delivery_fee;
    const subtotal = group.reduce((sum, l) => sum + (quote?.get(l.offerId)?.price ?? l.price) * l.quantity, 0);
    grand += subtotal + (fee ?? 0);
    return (
      <Paper key={pharmacyId} withBorder radius="lg" p="md" component="section" aria-label={`Order from ${first.pharmacyName}`}>
        <Title order={3} fz="md" mb="xs">
          {first.pharmacyName}
        </Title>
        {group.map((line) => {
          const now = quote?.get(line.offerId);
          const changed = now && now.price !== line.price;
          const short = now && (!now.available || now.stock_quantity < line.quantity);
          return (
            <div key={line.id}>
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
                  {now.available ? `Only ${now.stock_quantity} left.` : 'No longer available from this pharmacy.'}
                </Text>
              )}
            </div>
          );
        })}
        <Divider my="xs" />
        <Group justify="space-between">
          <Text fz="sm">Delivery fee</Text>
          <Text fz="sm">{fee === undefined ? 'Confirmed when sent' : formatNaira(fee)}</Text>
        </Group>
        <Group justify="space-between">
          <Text fz="sm" fw={700}>
            Subtotal with delivery
          </Text>
          <Text fz="sm" fw={700}>
            {formatNaira(subtotal + (fee ?? 0))}
          </Text>
        </Group>
      </Paper>
    );
  });
  return (
    <>
      {blocks}
      <Group justify="space-between" px="xs">
        <Text fw={800}>Total to pay on delivery</Text>
        <Text fw={800} data-testid="checkout-total">
          {formatNaira(grand)}
        </Text>
      </Group>
      {!quote && (
        <Text fz="xs" c="dimmed">
          Prices shown are from your cart. The pharmacy&apos;s current prices and fees apply when the order is sent.
        </Text>
      )}
    </>
  );
}
