import { useId, useState, type FormEvent } from 'react';
import { Button, Paper, Progress, Text, TextInput } from '@mantine/core';
import { suggestedRestock, type MyOffer } from '@/lib/pharmacy/offers';
import classes from '@/features/pharmacy/restock/Restock.module.css';
import { restock as m } from '@/features/pharmacy/inventory/inventory.messages';
import { usePlurals, useT } from '@/lib/i18n/use-t';

type Props = {
  offer: MyOffer;
  /** Records the delivery; resolves to the refusal message, or null once the server holds it. */
  restock: (offer: MyOffer, quantity: number) => Promise<string | null>;
};

export function RestockRow({ offer, restock }: Props) {
  const t = useT();
  const nameId = useId();
  usePlurals(true);
  const suggested = suggestedRestock(offer);
  const [text, setText] = useState(String(suggested));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const clean = text.replace(/[\s,]/g, '');
    if (!/^\d+$/.test(clean) || Number(clean) < 1) {
      setError(t(m.unitsArrived));
      return;
    }
    setSaving(true);
    const refused = await restock(offer, Number(clean));
    setSaving(false);
    setError(refused);
  }

  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-labelledby={nameId} className={classes.row}>
      <div className={classes.info}>
        <Text fw={700} component="h2" fz="md" m={0} translate="no" id={nameId}>
          {offer.name}
        </Text>
        <Text size="sm">
          {offer.stock_quantity === 0
            ? t(m.outOfStockLine, { minimum: offer.min_stock_level })
            : t(m.inStockLine, { stock: offer.stock_quantity, minimum: offer.min_stock_level })}
        </Text>
        <Progress
          value={offer.min_stock_level ? Math.min(100, (offer.stock_quantity / offer.min_stock_level) * 100) : 0}
          color={offer.stock_quantity === 0 ? 'red.9' : 'orange.9'}
          size="sm"
          mt={6}
          aria-label={t(m.stockBar, { name: offer.name, stock: offer.stock_quantity, minimum: offer.min_stock_level })}
        />
        <Text size="sm" mt={6}>
          {t(m.suggested)} <strong>{t(m.units, { count: suggested })}</strong>
        </Text>
      </div>
      <form onSubmit={(e) => void submit(e)} className={classes.form} noValidate aria-label={t(m.form, { name: offer.name })}>
        <TextInput
          label={t(m.received)}
          inputMode="numeric"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <Button type="submit" loading={saving} aria-label={t(m.recordName, { name: offer.name })}>
          {t(m.record)}
        </Button>
      </form>
    </Paper>
  );
}
