import { memo, useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatNaira } from '@/lib/format';
import { IconHeart } from '@tabler/icons-react';
import { orderOffers, type Alternative, type Result, type SearchFilters } from '@/features/catalogue/search';
import type { Point } from '@/features/catalogue/geo';
import { cartActions } from '@/lib/cart/actions';
import { OfferRow } from '@/features/catalogue/OfferRow';
import { Alternatives } from '@/features/catalogue/Alternatives';
import { FormIcon } from '@/features/catalogue/FormIcon';
import classes from '@/features/catalogue/MedicineCard.module.css';
import { usePlurals, useT } from '@/lib/i18n/use-t';
import { withSlots } from '@/lib/i18n/slots';
import { search as m } from '@/features/catalogue/search.messages';

// Three offers keep a card short; the rest are one tap away.
const SHOWN_OFFERS = 3;

type Props = {
  result: Result;
  quantities: Map<string, number>;
  wished: boolean;
  alternatives: Alternative[];
  sort: SearchFilters['sort'];
  origin?: Point;
  online: boolean;
};

/** The drawn icon for a dosage form ("Tablet", "Test strips", "Eye Drops"...). */
export const formKey = (form: string) => {
  const f = form.toLowerCase();
  return f.includes('strip') ? 'strips' : f.includes('drop') ? 'drops' : (f.split(/\s+/)[0] ?? 'tablet').replace(/s$/, '');
};

/** One medicine with the state's figures and, once opened, its pharmacies' offers side by side, cheapest first. */
export const MedicineCard = memo(function MedicineCard({ result, quantities, wished, alternatives, sort, origin, online }: Props) {
  const t = useT();
  usePlurals(true);
  const { medicine } = result.entry;
  const [all, setAll] = useState(false);
  const offers = orderOffers(result.offers, sort, origin);
  const shown = all ? offers : offers.slice(0, SHOWN_OFFERS);
  const titleId = `medicine-${medicine.id}`;
  const count = result.count;
  const kept = offers.length;
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-labelledby={titleId} className={classes.card}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <div className={classes.image}>
          <FormIcon form={formKey(medicine.form)} size={30} />
        </div>
        <Stack gap={2} className={classes.grow}>
          <Text component="h3" fw={700} fz="md" lh={1.3} id={titleId} translate="no">
            {medicine.name}
          </Text>
          <Text fz="sm" c="dimmed" translate="no">
            {medicine.genericName} {medicine.strength ?? ''}
            {medicine.pack ? ` · ${medicine.pack}` : ''}
          </Text>
          {medicine.manufacturer && <Text fz="sm" translate="no">{medicine.manufacturer}</Text>}
        </Stack>
        <ActionIcon
          variant="subtle"
          color={wished ? 'red.9' : 'gray.7'}
          size="lg"
          aria-pressed={wished}
          aria-label={t(m.wishlist, { name: medicine.name })}
          onClick={() =>
            void cartActions.toggleWishlist({
              id: medicine.id,
              name: medicine.name,
              detail: `${medicine.genericName} ${medicine.strength ?? ''}`.trim(),
              price: result.from,
            })
          }
        >
          <IconHeart fill={wished ? 'currentColor' : 'none'} size={18} aria-hidden />
        </ActionIcon>
      </Group>

      <Group gap={6} mt="sm" justify="space-between" wrap="nowrap">
        <Text fz="sm">
          {withSlots(t(m.fromAt, { count, price: '{price}' }), {
            price: (
              <Text span fz="lg" fw={800} data-testid="price">
                {formatNaira(result.from)}
              </Text>
            ),
          })}
        </Text>
        {medicine.prescriptionOnly && (
          <Badge variant="light" color="red" tt="none" title={t(m.rxRequired)}>
            Rx
          </Badge>
        )}
      </Group>

      {kept === 0 && online ? (
        <OffersLoading rows={Math.min(Math.max(count, 1), SHOWN_OFFERS)} more={count > SHOWN_OFFERS} label={t(m.loadingOffers)} />
      ) : kept === 0 ? (
        <Text fz="sm" c="dimmed" mt="xs" role="status">
          {t(m.offersOnline)}
        </Text>
      ) : null}
      {kept > 0 && (
        <ul className={classes.offers} aria-label={t(m.offersFor, { name: medicine.name })}>
          {shown.map((offer) => (
            <OfferRow
              key={offer.id}
              offer={offer}
              medicine={medicine}
              quantity={quantities.get(offer.id) ?? 0}
              origin={origin}
            />
          ))}
        </ul>
      )}
      {kept > SHOWN_OFFERS && (
        <Button variant="subtle" size="xs" onClick={() => setAll((a) => !a)} aria-expanded={all}>
          {all ? t(m.fewerOffers) : t(m.allOffers, { count: kept })}
        </Button>
      )}

      {alternatives.length > 0 && <Alternatives entry={result.entry} alternatives={alternatives} />}
    </Card>
  );
});

/**
 * While the offers load, rows of their size (a pharmacy's name, three lines, the stock badge) and
 * room for the "all offers" button: the card does not grow under the reader when they arrive.
 */
function OffersLoading({ rows, more, label }: { rows: number; more: boolean; label: string }) {
  return (
    <>
      <ul className={classes.offers} aria-busy="true">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className={classes.offer}>
            <div className={classes.grow}>
              <Text fz="sm" lh={1.3} c="dimmed" role={i === 0 ? 'status' : undefined}>
                {i === 0 ? label : <span className={classes.bar} />}
              </Text>
              {[0, 1, 2].map((line) => (
                <Text key={line} fz="xs" aria-hidden>
                  <span className={classes.bar} />
                </Text>
              ))}
              <div className={classes.badge} aria-hidden />
            </div>
          </li>
        ))}
      </ul>
      {more && <div className={classes.moreRoom} aria-hidden />}
    </>
  );
}
