import { Badge, Text } from '@mantine/core';
import { formatNaira } from '@/lib/format';
import { ratingText } from '@/lib/ratings';
import type { MedicineRow } from '@/lib/catalogue-wire';
import type { OfferView } from '@/features/catalogue/search';
import { distanceKm, formatDistance, type Point } from '@/features/catalogue/geo';
import { QuantityControl } from '@/components/QuantityControl';
import classes from '@/features/catalogue/MedicineCard.module.css';
import { translate } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { search as m } from '@/features/catalogue/search.messages';

const LOW_STOCK = 5;

type Props = { offer: OfferView; medicine: MedicineRow; quantity: number; origin?: Point };

export function stockLabel(stock: number) {
  return stock <= 0 ? translate(m.outOfStock) : stock <= LOW_STOCK ? translate(m.onlyLeft, { count: stock }) : translate(m.inStock);
}

/** One pharmacy's price for the medicine, with where it is, how fast it delivers and stock. */
export function OfferRow({ offer, medicine, quantity, origin }: Props) {
  const t = useT();
  const { pharmacy } = offer;
  const rating = ratingText(pharmacy.rating, pharmacy.reviews ?? 0);
  const where = [pharmacy.lga, pharmacy.state === 'FCT' ? 'Abuja (FCT)' : pharmacy.state].filter(Boolean).join(', ');
  const km =
    origin && pharmacy.lat !== null && pharmacy.lng !== null
      ? distanceKm(origin, { lat: pharmacy.lat, lng: pharmacy.lng })
      : undefined;
  return (
    <li className={classes.offer} data-testid="offer">
      <div className={classes.grow}>
        <Text fz="sm" fw={600} lh={1.3} translate="no">
          {pharmacy.name}
        </Text>
        <Text fz="xs" c="dimmed">
          <span translate="no">{where}</span>
          {km !== undefined && ` · ${t(m.away, { distance: formatDistance(km) })}`}
        </Text>
        <Text fz="xs" c="dimmed">
          {pharmacy.deliveryTime ? t(m.delivery, { time: pharmacy.deliveryTime }) : t(m.noDeliveryTime)}
        </Text>
        <Text fz="xs" c="dimmed" data-testid="pharmacy-rating">
          {rating.stars === null ? t(m.newPharmacy) : <><span aria-hidden>★ </span>{t(m.rated, { stars: rating.stars, count: rating.count })}</>}
        </Text>
        <Badge size="sm" mt={4} variant="light" color={offer.stock > 0 ? 'magani' : 'gray'} tt="none">
          {stockLabel(offer.stock)}
        </Badge>
      </div>
      <div className={classes.buy}>
        <Text fw={800} fz="md" data-testid="offer-price">
          {formatNaira(offer.price)}
        </Text>
        {offer.originalPrice !== null && offer.originalPrice > offer.price && (
          <Text fz="xs" c="dimmed" td="line-through" aria-label={t(m.was, { price: formatNaira(offer.originalPrice) })}>
            {formatNaira(offer.originalPrice)}
          </Text>
        )}
        <QuantityControl
          compact
          quantity={quantity}
          offer={{
            offerId: offer.id,
            pharmacyId: pharmacy.id,
            pharmacyName: pharmacy.name,
            medicineId: medicine.id,
            name: medicine.name,
            price: offer.price,
            prescriptionOnly: medicine.prescriptionOnly,
            stock: offer.stock,
          }}
        />
      </div>
    </li>
  );
}
