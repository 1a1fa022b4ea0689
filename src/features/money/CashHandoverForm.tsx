import { useState, type FormEvent } from 'react';
import { Alert, Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { badgeText } from '@/components/badge-tones';
import { formatKobo } from '@/lib/format';
import { recordCashHandover, type Finance } from '@/lib/money/admin';
import { OrderError } from '@/lib/orders/api';
import { adminMoneyForms as m } from '@/features/money/finance.messages';
import { translate, type Message } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

type Field = 'rider' | 'amount' | 'note';
type Errors = Partial<Record<Field | 'form', string>>;
type Rider = Finance['riders_holding_cash'][number];

// The server's refusals by hint (supabase/migrations/20260107000100_refusal_hints.sql): the field
// each belongs to and its text in the person's language; the amounts come as the refusal's detail.
const refusals: Record<string, [Field | 'form', Message]> = {
  amount: ['amount', m.handoverAmount],
  amount_held: ['amount', m.handoverHeld],
  amount_from_orders: ['amount', m.handoverFromOrders],
  note: ['note', m.noteTooLong],
  rider: ['rider', m.handoverNoRider],
  not_allowed: ['form', m.handoverNotAllowed],
};

/** Naira as typed (1,500 or 1500.50) in kobo; NaN when it is not an amount. */
export function nairaToKobo(text: string): number {
  const t = text.replace(/[₦,\s]/g, '');
  return /^\d{1,9}(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : NaN;
}

export function checkHandover(rider: Rider | undefined, amountText: string, note: string): Errors {
  const found: Errors = {};
  if (!rider) found.rider = translate(m.chooseRiderNeeded);
  const kobo = nairaToKobo(amountText);
  if (!amountText.trim() || Number.isNaN(kobo)) found.amount = translate(m.amountNeeded);
  else if (kobo <= 0) found.amount = translate(m.amountPositive);
  else if (rider && kobo > rider.cash_held_kobo) {
    const amount = formatKobo(rider.cash_held_kobo);
    found.amount = rider.full_name ? translate(m.atMost, { name: rider.full_name, amount }) : translate(m.theRiderAtMost, { amount });
  }
  if (note.length > 300) found.note = translate(m.noteTooLong);
  return found;
}

/**
 * Cash a rider handed over to Magani: the rider, the cash the ledger says they hold, and the amount
 * (more than ₦0, at most what they hold). The server checks it again and records it in the ledger.
 */
export function CashHandoverForm({ riders, onSaved }: { riders: Rider[]; onSaved: () => void }) {
  const [riderId, setRiderId] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [saved, setSaved] = useState<string | null>(null);
  const rider = riders.find((r) => r.rider_user_id === riderId);
  const t = useT();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    const found = checkHandover(rider, amount, note);
    setErrors(found);
    if (Object.keys(found).length || !rider) return;
    setBusy(true);
    try {
      const done = await recordCashHandover(rider.rider_user_id, nairaToKobo(amount), requestId, note.trim());
      const amounts = { amount: formatKobo(done.amount_kobo), held: formatKobo(done.cash_held_kobo) };
      setSaved(rider.full_name ? translate(m.recorded, { ...amounts, name: rider.full_name }) : translate(m.recordedUnnamed, amounts));
      setAmount('');
      setNote('');
      setRiderId('');
      setRequestId(crypto.randomUUID());
      onSaved();
    } catch (e) {
      const hint = e instanceof OrderError ? e.hint : undefined;
      const known = hint ? refusals[hint] : undefined;
      const message = known ? translate(known[1], { amount: (e as OrderError).details ?? '' }) : e instanceof Error ? e.message : String(e);
      setErrors(known ? { [known[0]]: message } : { form: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t(m.handoverForm)}>
      <Stack gap="sm" maw={420}>
        <NativeSelect
          label={t(m.rider)}
          required
          value={riderId}
          error={errors.rider}
          onChange={(e) => (setRiderId(e.currentTarget.value), setErrors({}))}
          data={[
            { value: '', label: riders.length ? t(m.chooseRider) : t(m.noRider) },
            ...riders.map((r) => ({ value: r.rider_user_id, label: `${r.full_name ?? t(m.unknownRider)} (${formatKobo(r.cash_held_kobo)})` })),
          ]}
        />
        {rider && (
          <Text size="sm" data-testid="cash-held">
            {rider.full_name
              ? t(m.holds, { name: rider.full_name, amount: formatKobo(rider.cash_held_kobo) })
              : t(m.theRiderHolds, { amount: formatKobo(rider.cash_held_kobo) })}
          </Text>
        )}
        <TextInput
          label={t(m.amount)}
          required
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={errors.amount}
          onChange={(e) => (setAmount(e.currentTarget.value), setErrors({}))}
        />
        <TextInput label={t(m.note)} maxLength={300} value={note} error={errors.note} onChange={(e) => setNote(e.currentTarget.value)} />
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <Button type="submit" loading={busy} w="fit-content">
          {t(m.record)}
        </Button>
        {saved && (
          <Text role="status" c={badgeText.green}>
            {saved}
          </Text>
        )}
      </Stack>
    </form>
  );
}
