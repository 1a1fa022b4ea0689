import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconShoppingCart } from '@tabler/icons-react';
import { canIncrease, type CartOffer } from '@/lib/cart/totals';
import { cartActions } from '@/lib/cart/actions';
import { useT } from '@/lib/i18n/use-t';
import { quantityMessages as m } from '@/components/quantity.messages';

type Props = {
  offer: CartOffer;
  quantity: number;
  /** The cart page keeps the minus/plus control even at 1 (it has its own Remove). */
  compact?: boolean;
};

/** Add to Cart for one pharmacy's offer, which becomes a minus/plus control once in the cart. */
export function QuantityControl({ offer, quantity, compact }: Props) {
  const t = useT();
  const inStock = offer.stock === undefined || offer.stock > 0;
  const names = { name: offer.name, pharmacy: offer.pharmacyName };
  if (quantity <= 0) {
    return (
      <Button
        leftSection={<IconShoppingCart size={16} aria-hidden />}
        onClick={() => void cartActions.add(offer)}
        disabled={!inStock}
        aria-label={t(inStock ? m.addToCartLabel : m.outOfStockLabel, names)}
        size={compact ? 'xs' : 'sm'}
      >
        {t(inStock ? m.addToCart : m.outOfStock)}
      </Button>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={t(m.quantityOf, names)}>
      <ActionIcon
        variant="light"
        size="lg"
        onClick={() => void cartActions.change(offer, -1)}
        aria-label={t(quantity === 1 ? m.removeFromCart : m.decrease, names)}
      >
        <IconMinus size={18} aria-hidden />
      </ActionIcon>
      <Text fw={700} miw={28} ta="center" aria-live="polite" data-testid="quantity">
        {quantity}
      </Text>
      <ActionIcon
        variant="light"
        size="lg"
        onClick={() => void cartActions.change(offer, 1)}
        disabled={!canIncrease(offer, quantity)}
        aria-label={t(m.increase, names)}
      >
        <IconPlus size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
