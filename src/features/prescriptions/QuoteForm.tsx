import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMyOffers } from '@/lib/pharmacy/use-my-offers';
import { refusePrescription, sendQuote, type PrescribedItem, type QuoteLine } from '@/lib/prescriptions/api';
import type { MyOffer } from '@/lib/pharmacy/offers';
import { formatNaira } from '@/lib/format';
import { queue as m } from '@/features/prescriptions/queue.messages';
import { useT } from '@/lib/i18n/use-t';

type Line = { offerId: string; name: string; price: string; quantity: string };
const blank: Line = { offerId: '', name: '', price: '', quantity: '1' };

// Plain text fields with a number keyboard, as the app's other forms have: Mantine's NumberInput
// would bring its number-formatting library to the pharmacy's screens for these two fields alone.
const digits = (text: string) => text.replace(/\D/g, '');
const amount = (text: string) => text.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');
// A quantity is 1 to 99 (what the server accepts); out-of-range input is brought back when the field is left.
const inRange = (text: string) => (text === '' ? text : String(Math.min(Math.max(Number(text), 1), 99)));

/** A doctor's items as quote lines: the pharmacy's own offer of the same medicine, else a written line to price. */
function linesFrom(items: PrescribedItem[], offers: MyOffer[]): Line[] {
  return items.map((it) => {
    const offer = it.medicine_id ? offers.find((o) => o.medicine_id === it.medicine_id && o.listed) : undefined;
    const quantity = String(Math.min(it.quantity ?? 1, 99));
    return offer ? { offerId: offer.id, name: '', price: '', quantity }
      : { offerId: '', name: [it.name, it.strength].filter(Boolean).join(' ').slice(0, 120), price: '', quantity };
  });
}

/**
 * The pharmacy's answer: lines from its own offers (priced by the server) or written, or a refusal.
 * For an e-prescription the lines start from the doctor's items.
 */
export function QuoteForm({ id, prescribed, onDone }: { id: string; prescribed?: PrescribedItem[]; onDone: () => void }) {
  const t = useT();
  const offers = useMyOffers();
  // Null until the pharmacy's offers are known, when the doctor's items become the first lines.
  const [start, setStart] = useState<Line[] | null>(prescribed?.length ? null : [blank]);
  if (start === null && offers.status !== 'loading') setStart(linesFrom(prescribed ?? [], offers.offers ?? []));
  const [edited, setLines] = useState<Line[]>();
  const lines = edited ?? start ?? [];
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const options = [{ value: '', label: t(m.written) },
    ...(offers.offers ?? []).map((o) => ({ value: o.id, label: `${o.name} (${formatNaira(o.price)})` }))];
  const set = (i: number, patch: Partial<Line>) => setLines(lines.map((l, n) => (n === i ? { ...l, ...patch } : l)));

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      onDone();
    } catch (e) {
      setError((e as { status?: number }).status === 0 ? t(m.offline) : (e as Error).message);
    } finally {
      setBusy(false);
    }
  }
  function quote() {
    const items: QuoteLine[] = lines.map((l) =>
      l.offerId ? { offer_id: l.offerId, quantity: Number(l.quantity) }
        : { name: l.name.trim(), unit_price: Number(l.price), quantity: Number(l.quantity) });
    void run(() => sendQuote(id, items, note));
  }
  return (
    <Stack gap="sm" mt="sm">
      {lines.map((l, i) => (
        <Group key={i} align="flex-end" wrap="wrap" gap="xs">
          <NativeSelect label={t(m.item, { number: i + 1 })} w={{ base: '100%', sm: 280 }} data={options} value={l.offerId} onChange={(e) => set(i, { offerId: e.currentTarget.value })} />
          {!l.offerId && (
            <>
              <TextInput label={t(m.itemName, { number: i + 1 })} value={l.name} onChange={(e) => set(i, { name: e.currentTarget.value })} />
              <TextInput label={t(m.itemPrice, { number: i + 1 })} inputMode="decimal" value={l.price} onChange={(e) => set(i, { price: amount(e.currentTarget.value) })} w={130} />
            </>
          )}
          <TextInput label={t(m.itemQuantity, { number: i + 1 })} inputMode="numeric" value={l.quantity} w={110}
            onChange={(e) => set(i, { quantity: digits(e.currentTarget.value) })} onBlur={() => set(i, { quantity: inRange(l.quantity) })} />
        </Group>
      ))}
      <Group gap="xs">
        <Button variant="subtle" size="xs" onClick={() => setLines([...lines, blank])}>{t(m.addItem)}</Button>
        {lines.length > 1 && <Button variant="subtle" size="xs" onClick={() => setLines(lines.slice(0, -1))}>{t(m.removeLast)}</Button>}
      </Group>
      <Textarea label={t(m.note)} maxLength={500} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
      <Button onClick={quote} loading={busy}>{t(m.send)}</Button>
      <Text fz="sm" fw={600} mt="sm">{t(m.cannotFill)}</Text>
      <TextInput label={t(m.refuseReason)} maxLength={500} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
      <Button variant="default" color="red" h="auto" py={6} styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }} onClick={() => void run(() => refusePrescription(id, reason))} disabled={busy}>{t(m.refuse)}</Button>
      {error && <Alert color="red" role="alert">{error}</Alert>}
    </Stack>
  );
}
