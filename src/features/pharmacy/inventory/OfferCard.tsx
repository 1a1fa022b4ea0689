import { useId, useState } from 'react';
import { Badge, Button, Paper, Text } from '@mantine/core';
import { formatNaira, isoDayToDmy } from '@/lib/format';
import { expiresSoon, isLowStock, productImageSrc, type MyOffer } from '@/lib/pharmacy/offers';
import { InlineNumber } from '@/features/pharmacy/inventory/InlineNumber';
import { readAmount, readCount } from '@/features/pharmacy/inventory/inventory-filter';
import classes from '@/features/pharmacy/inventory/Inventory.module.css';
import { inventory as m } from '@/features/pharmacy/inventory/inventory.messages';
import { translate } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

type Props = {
  offer: MyOffer;
  /** Saves a change; resolves to the refusal message, or null when the server holds it. */
  change: (offer: MyOffer, fields: Partial<Pick<MyOffer, 'price' | 'stock_quantity' | 'listed'>>) => Promise<string | null>;
};

// Orange and yellow text on their own light tint falls below 4.5:1; these darker shades pass.
const warmText = '#8a3300';
const amberText = '#5c3d00';

const readPrice = (text: string) => {
  const n = readAmount(text);
  if (n === null) return translate(m.priceNumber);
  return n > 0 ? n : translate(m.pricePositive);
};
const readStock = (text: string) => readCount(text) ?? translate(m.stockNumber);

export function OfferCard({ offer, change }: Props) {
  const t = useT();
  const nameId = useId();
  const [toggling, setToggling] = useState(false);
  const now = new Date();
  const expired = offer.expiry_date !== null && offer.expiry_date < now.toISOString().slice(0, 10);
  const details = [offer.generic_name, offer.strength, offer.dosage_form, offer.nafdac_number && `NAFDAC ${offer.nafdac_number}`]
    .filter(Boolean)
    .join(' · ');

  async function toggleListed() {
    setToggling(true);
    await change(offer, { listed: !offer.listed });
    setToggling(false);
  }

  return (
    <Paper component="article" withBorder radius="lg" p="md" className={offer.listed ? classes.card : `${classes.card} ${classes.delisted}`} aria-labelledby={nameId}>
      <div className={classes.head}>
        {offer.image_path && (
          // The name beside it says what it is; the photo adds nothing for a screen reader.
          <img src={productImageSrc(offer.image_path)} alt="" width={56} height={56} loading="lazy" className={classes.photo} />
        )}
        <div className={classes.title}>
          <Text fw={700} component="h2" fz="md" m={0} translate="no" id={nameId}>
            {offer.name}
          </Text>
          {details && <Text size="sm" c="dimmed" translate="no">{details}</Text>}
          <Text size="sm" c="dimmed">
            {[offer.batch_number && t(m.batch, { batch: offer.batch_number }), offer.expiry_date && t(m.expires, { date: isoDayToDmy(offer.expiry_date) })]
              .filter(Boolean)
              .join(' · ') || t(m.noBatch)}
          </Text>
        </div>
        <div className={classes.badges}>
          {!offer.listed && <Badge color="gray.8" variant="filled">{t(m.delisted)}</Badge>}
          {offer.stock_quantity === 0 ? (
            <Badge color="red.9">{t(m.outOfStock)}</Badge>
          ) : (
            isLowStock(offer) && (
              <Badge color="orange" variant="light" c={warmText}>
                {t(m.lowStock)}
              </Badge>
            )
          )}
          {expired ? (
            <Badge color="red.9">{t(m.expired)}</Badge>
          ) : (
            expiresSoon(offer, now) && (
              <Badge color="yellow" variant="light" c={amberText}>
                {t(m.expiresSoon)}
              </Badge>
            )
          )}
        </div>
      </div>
      <div className={classes.fields}>
        <InlineNumber label={t(m.priceOf, { name: offer.name })} prefix="₦" value={offer.price} read={readPrice} save={(price) => change(offer, { price })} />
        <InlineNumber
          label={t(m.stockOf, { name: offer.name })}
          value={offer.stock_quantity}
          read={readStock}
          save={(stock_quantity) => change(offer, { stock_quantity })}
        />
        <Text size="sm" className={classes.minimum}>
          {offer.cost_price !== null
            ? t(m.minimumCost, { minimum: offer.min_stock_level, cost: formatNaira(offer.cost_price) })
            : t(m.minimum, { minimum: offer.min_stock_level })}
        </Text>
        <Button
          variant={offer.listed ? 'default' : 'light'}
          size="sm"
          loading={toggling}
          onClick={() => void toggleListed()}
          className={classes.toggle}
          aria-label={t(offer.listed ? m.delistName : m.relistName, { name: offer.name })}
        >
          {t(offer.listed ? m.delist : m.relist)}
        </Button>
      </div>
    </Paper>
  );
}
