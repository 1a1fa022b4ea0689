// How the fee will be paid, chosen at booking: after the consultation (a payment request once the
// doctor completes it) or, when a card is kept from an earlier card payment, that card charged
// then. The amount is the doctor's fee, which the database keeps on the booking.
import { useEffect, useState } from 'react';
import { Radio, Stack, Text } from '@mantine/core';
import { fetchSavedCard, type FeePayment } from '@/lib/consultations/api';
import { formatNaira } from '@/lib/format';
import { book } from '@/features/consultations/booking.messages';
import { useT } from '@/lib/i18n/use-t';

type Card = { brand: string | null; last4: string | null };

export function FeeChoice({ fee, value, onChange }: { fee: number; value: FeePayment; onChange: (v: FeePayment) => void }) {
  const t = useT();
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
        {t(book.feeAfter, { amount })}
      </Text>
    );
  }
  return (
    <Radio.Group
      mt="lg"
      label={t(book.howPay, { amount })}
      description={t(book.nothingCharged)}
      value={value}
      onChange={(v) => onChange(v === 'saved_card' ? 'saved_card' : 'pay_after')}
      data-testid="fee-choice"
    >
      <Stack gap="xs" mt="xs">
        <Radio value="pay_after" label={t(book.payAfter)} />
        <Radio value="saved_card" label={t(book.savedCard, { last4: card.last4 })} />
      </Stack>
    </Radio.Group>
  );
}
