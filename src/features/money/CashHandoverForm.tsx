import { useState, type FormEvent } from 'react';
import { Alert, Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { badgeText } from '@/components/badge-tones';
import { formatKobo } from '@/lib/format';
import { recordCashHandover, type Finance } from '@/lib/money/admin';
import { OrderError } from '@/lib/orders/api';

type Field = 'rider' | 'amount' | 'note';
type Errors = Partial<Record<Field | 'form', string>>;
type Rider = Finance['riders_holding_cash'][number];

/** Naira as typed (1,500 or 1500.50) in kobo; NaN when it is not an amount. */
export function nairaToKobo(text: string): number {
  const t = text.replace(/[₦,\s]/g, '');
  return /^\d{1,9}(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : NaN;
}

export function checkHandover(rider: Rider | undefined, amountText: string, note: string): Errors {
  const found: Errors = {};
  if (!rider) found.rider = 'Choose the rider who handed the cash over';
  const kobo = nairaToKobo(amountText);
  if (!amountText.trim() || Number.isNaN(kobo)) found.amount = 'Enter the amount handed over in naira, e.g. 15000';
  else if (kobo <= 0) found.amount = 'The amount must be more than ₦0';
  else if (rider && kobo > rider.cash_held_kobo) found.amount = `${rider.full_name ?? 'The rider'} holds ${formatKobo(rider.cash_held_kobo)}: enter at most that`;
  if (note.length > 300) found.note = 'The note is too long (300 characters at most)';
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    const found = checkHandover(rider, amount, note);
    setErrors(found);
    if (Object.keys(found).length || !rider) return;
    setBusy(true);
    try {
      const done = await recordCashHandover(rider.rider_user_id, nairaToKobo(amount), requestId, note.trim());
      setSaved(`Recorded: ${formatKobo(done.amount_kobo)} handed over by ${rider.full_name ?? 'the rider'}. They now hold ${formatKobo(done.cash_held_kobo)}.`);
      setAmount('');
      setNote('');
      setRiderId('');
      setRequestId(crypto.randomUUID());
      onSaved();
    } catch (e) {
      const hint = e instanceof OrderError ? e.hint : undefined;
      const message = e instanceof Error ? e.message : String(e);
      setErrors(hint === 'amount' || hint === 'note' || hint === 'rider' ? { [hint]: message } : { form: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Record cash handed over">
      <Stack gap="sm" maw={420}>
        <NativeSelect
          label="Rider"
          required
          value={riderId}
          error={errors.rider}
          onChange={(e) => (setRiderId(e.currentTarget.value), setErrors({}))}
          data={[
            { value: '', label: riders.length ? 'Choose the rider' : 'No rider holds cash' },
            ...riders.map((r) => ({ value: r.rider_user_id, label: `${r.full_name ?? 'Unknown rider'} (${formatKobo(r.cash_held_kobo)})` })),
          ]}
        />
        {rider && (
          <Text size="sm" data-testid="cash-held">
            {rider.full_name ?? 'The rider'} holds {formatKobo(rider.cash_held_kobo)} of cash from deliveries.
          </Text>
        )}
        <TextInput
          label="Amount handed over (₦)"
          required
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={errors.amount}
          onChange={(e) => (setAmount(e.currentTarget.value), setErrors({}))}
        />
        <TextInput label="Note (optional)" maxLength={300} value={note} error={errors.note} onChange={(e) => setNote(e.currentTarget.value)} />
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <Button type="submit" loading={busy} w="fit-content">
          Record handover
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
