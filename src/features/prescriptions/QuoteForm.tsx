import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, NumberInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMyOffers } from '@/lib/pharmacy/use-my-offers';
import { refusePrescription, sendQuote, type PrescribedItem, type QuoteLine } from '@/lib/prescriptions/api';
import type { MyOffer } from '@/lib/pharmacy/offers';
import { formatNaira } from '@/lib/format';
import { queue as m } from '@/features/prescriptions/queue.messages';
import { useT } from '@/lib/i18n/use-t';

type Line = { offerId: string; name: string; price: number | string; quantity: number | string };
const blank: Line = { offerId: '', name: '', price: '', quantity: 1 };

/** A doctor's items as quote lines: the pharmacy's own offer of the same medicine, else a written line to price. */
function linesFrom(items: PrescribedItem[], offers: MyOffer[]): Line[] {
  return items.map((it) => {
    const offer = it.medicine_id ? offers.find((o) => o.medicine_id === it.medicine_id && o.listed) : undefined;
    const quantity = Math.min(it.quantity ?? 1, 99);
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
              <NumberInput label={t(m.itemPrice, { number: i + 1 })} min={0} value={l.price} onChange={(v) => set(i, { price: v })} w={130} />
            </>
          )}
          <NumberInput label={t(m.itemQuantity, { number: i + 1 })} min={1} max={99} value={l.quantity} onChange={(v) => set(i, { quantity: v })} w={110} />
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
