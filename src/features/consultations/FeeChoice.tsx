// How the fee will be paid, chosen at booking: after the consultation (a payment request once the
// doctor completes it) or, when a card is kept from an earlier card payment, that card charged
// then. The amount is the doctor's fee, which the database keeps on the booking.
import { useEffect, useState } from 'react';
import { Radio, Stack, Text } from '@mantine/core';
import { fetchSavedCard, type FeePayment } from '@/lib/consultations/api';
import { formatNaira } from '@/lib/format';

type Card = { brand: string | null; last4: string | null };

export function FeeChoice({ fee, value, onChange }: { fee: number; value: FeePayment; onChange: (v: FeePayment) => void }) {
  const [card, setCard] = useState<Card | null>(null);
  useEffect(() => {
    let live = true;
    fetchSavedCard().then((c) => live && setCard(c?.last4 ? c : null)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const amount = formatNaira(fee);
  if (!card) {
    return (
      <Text fz="sm" mt="lg" data-testid="fee-choice">
        Fee {amount}: you pay after the consultation, once the doctor marks it completed.
      </Text>
    );
  }
  return (
    <Radio.Group
      mt="lg"
      label={`How will you pay the ${amount} fee?`}
      description="Nothing is charged before the doctor marks the consultation completed."
      value={value}
      onChange={(v) => onChange(v === 'saved_card' ? 'saved_card' : 'pay_after')}
      data-testid="fee-choice"
    >
      <Stack gap="xs" mt="xs">
        <Radio value="pay_after" label="Pay after the consultation" />
        <Radio value="saved_card" label={`Charge my saved card ending ${card.last4} after the consultation`} />
      </Stack>
    </Radio.Group>
  );
}
