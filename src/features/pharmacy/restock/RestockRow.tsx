import { useState, type FormEvent } from 'react';
import { Button, Paper, Progress, Text, TextInput } from '@mantine/core';
import { suggestedRestock, type MyOffer } from '@/lib/pharmacy/offers';
import classes from '@/features/pharmacy/restock/Restock.module.css';

type Props = {
  offer: MyOffer;
  /** Records the delivery; resolves to the refusal message, or null once the server holds it. */
  restock: (offer: MyOffer, quantity: number) => Promise<string | null>;
};

export function RestockRow({ offer, restock }: Props) {
  const suggested = suggestedRestock(offer);
  const [text, setText] = useState(String(suggested));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const clean = text.replace(/[\s,]/g, '');
    if (!/^\d+$/.test(clean) || Number(clean) < 1) {
      setError('Enter how many units arrived, such as 50');
      return;
    }
    setSaving(true);
    const refused = await restock(offer, Number(clean));
    setSaving(false);
    setError(refused);
  }

  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-label={offer.name} className={classes.row}>
      <div className={classes.info}>
        <Text fw={700} component="h2" fz="md" m={0}>
          {offer.name}
        </Text>
        <Text size="sm">
          {offer.stock_quantity === 0 ? 'Out of Stock' : `${offer.stock_quantity} in stock`} · minimum {offer.min_stock_level}
        </Text>
        <Progress
          value={offer.min_stock_level ? Math.min(100, (offer.stock_quantity / offer.min_stock_level) * 100) : 0}
          color={offer.stock_quantity === 0 ? 'red.9' : 'orange.9'}
          size="sm"
          mt={6}
          aria-label={`${offer.name}: ${offer.stock_quantity} of minimum ${offer.min_stock_level}`}
        />
        <Text size="sm" mt={6}>
          Suggested order: <strong>{suggested} {suggested === 1 ? 'unit' : 'units'}</strong>
        </Text>
      </div>
      <form onSubmit={(e) => void submit(e)} className={classes.form} noValidate aria-label={`Restock ${offer.name}`}>
        <TextInput
          label="Units received"
          inputMode="numeric"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <Button type="submit" loading={saving} aria-label={`Record restock of ${offer.name}`}>
          Record restock
        </Button>
      </form>
    </Paper>
  );
}
