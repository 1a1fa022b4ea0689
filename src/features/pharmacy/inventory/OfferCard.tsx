import { useState } from 'react';
import { Badge, Button, Paper, Text } from '@mantine/core';
import { formatNaira, isoDayToDmy } from '@/lib/format';
import { expiresSoon, isLowStock, productImageSrc, type MyOffer } from '@/lib/pharmacy/offers';
import { InlineNumber } from '@/features/pharmacy/inventory/InlineNumber';
import { readAmount, readCount } from '@/features/pharmacy/inventory/inventory-filter';
import classes from '@/features/pharmacy/inventory/Inventory.module.css';

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
  if (n === null) return 'Enter the price as a number, such as 1500';
  return n > 0 ? n : 'The selling price must be more than 0';
};
const readStock = (text: string) => readCount(text) ?? 'Enter the stock as a whole number of 0 or more, such as 120';

export function OfferCard({ offer, change }: Props) {
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
    <Paper component="article" withBorder radius="lg" p="md" className={offer.listed ? classes.card : `${classes.card} ${classes.delisted}`} aria-label={offer.name}>
      <div className={classes.head}>
        {offer.image_path && (
          // The name beside it says what it is; the photo adds nothing for a screen reader.
          <img src={productImageSrc(offer.image_path)} alt="" width={56} height={56} loading="lazy" className={classes.photo} />
        )}
        <div className={classes.title}>
          <Text fw={700} component="h2" fz="md" m={0}>
            {offer.name}
          </Text>
          {details && <Text size="sm" c="dimmed">{details}</Text>}
          <Text size="sm" c="dimmed">
            {[offer.batch_number && `Batch ${offer.batch_number}`, offer.expiry_date && `Expires ${isoDayToDmy(offer.expiry_date)}`]
              .filter(Boolean)
              .join(' · ') || 'No batch or expiry recorded'}
          </Text>
        </div>
        <div className={classes.badges}>
          {!offer.listed && <Badge color="gray.8" variant="filled">Delisted</Badge>}
          {offer.stock_quantity === 0 ? (
            <Badge color="red.9">Out of Stock</Badge>
          ) : (
            isLowStock(offer) && (
              <Badge color="orange" variant="light" c={warmText}>
                Low stock
              </Badge>
            )
          )}
          {expired ? (
            <Badge color="red.9">Expired</Badge>
          ) : (
            expiresSoon(offer, now) && (
              <Badge color="yellow" variant="light" c={amberText}>
                Expires soon
              </Badge>
            )
          )}
        </div>
      </div>
      <div className={classes.fields}>
        <InlineNumber label={`Price of ${offer.name}`} prefix="₦" value={offer.price} read={readPrice} save={(price) => change(offer, { price })} />
        <InlineNumber
          label={`Stock of ${offer.name}`}
          value={offer.stock_quantity}
          read={readStock}
          save={(stock_quantity) => change(offer, { stock_quantity })}
        />
        <Text size="sm" className={classes.minimum}>
          Minimum {offer.min_stock_level}
          {offer.cost_price !== null && <> · cost {formatNaira(offer.cost_price)}</>}
        </Text>
        <Button
          variant={offer.listed ? 'default' : 'light'}
          size="sm"
          loading={toggling}
          onClick={() => void toggleListed()}
          className={classes.toggle}
          aria-label={`${offer.listed ? 'Delist' : 'Relist'} ${offer.name}`}
        >
          {offer.listed ? 'Delist' : 'Relist'}
        </Button>
      </div>
    </Paper>
  );
}
