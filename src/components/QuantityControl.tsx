import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconShoppingCart } from '@tabler/icons-react';
import { canIncrease, type CartOffer } from '@/lib/cart/totals';
import { cartActions } from '@/lib/cart/actions';

type Props = {
  offer: CartOffer;
  quantity: number;
  /** The cart page keeps the minus/plus control even at 1 (it has its own Remove). */
  compact?: boolean;
};

/** Add to Cart for one pharmacy's offer, which becomes a minus/plus control once in the cart. */
export function QuantityControl({ offer, quantity, compact }: Props) {
  const inStock = offer.stock === undefined || offer.stock > 0;
  const name = `${offer.name} from ${offer.pharmacyName}`;
  if (quantity <= 0) {
    return (
      <Button
        leftSection={<IconShoppingCart size={16} aria-hidden />}
        onClick={() => void cartActions.add(offer)}
        disabled={!inStock}
        aria-label={`${inStock ? 'Add to Cart' : 'Out of Stock'}: ${name}`}
        size={compact ? 'xs' : 'sm'}
      >
        {inStock ? 'Add to Cart' : 'Out of Stock'}
      </Button>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={`Quantity of ${name}`}>
      <ActionIcon
        variant="light"
        size="lg"
        onClick={() => void cartActions.change(offer, -1)}
        aria-label={quantity === 1 ? `Remove ${name} from cart` : `Decrease quantity of ${name}`}
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
        aria-label={`Increase quantity of ${name}`}
      >
        <IconPlus size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
