import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@/components/screen-icons';
import type { Medication } from '@/features/catalogue/medication-schema';
import { canIncrease } from '@/features/catalogue/cart-totals';
import { cartActions } from '@/features/catalogue/cart-actions';
import { IconCart, IconMinus } from '@/features/catalogue/icons';

type Props = {
  product: Pick<Medication, 'id' | 'name' | 'inStock'>;
  quantity: number;
  /** The cart page keeps the minus/plus control even at 1 (it has its own Remove). */
  compact?: boolean;
};

/** Add to Cart, which becomes a minus/plus control once the product is in the cart. */
export function QuantityControl({ product, quantity, compact }: Props) {
  if (quantity <= 0) {
    return (
      <Button
        leftSection={<IconCart size={16} />}
        onClick={() => void cartActions.add(product)}
        disabled={!product.inStock}
        aria-label={`${product.inStock ? 'Add to Cart' : 'Out of Stock'}: ${product.name}`}
        size={compact ? 'xs' : 'sm'}
      >
        {product.inStock ? 'Add to Cart' : 'Out of Stock'}
      </Button>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={`Quantity of ${product.name}`}>
      <ActionIcon
        variant="light"
        size="lg"
        onClick={() => void cartActions.change(product, -1)}
        aria-label={quantity === 1 ? `Remove ${product.name} from cart` : `Decrease quantity of ${product.name}`}
      >
        <IconMinus size={18} />
      </ActionIcon>
      <Text fw={700} miw={28} ta="center" aria-live="polite" data-testid="quantity">
        {quantity}
      </Text>
      <ActionIcon
        variant="light"
        size="lg"
        onClick={() => void cartActions.change(product, 1)}
        disabled={!canIncrease(product, quantity)}
        aria-label={`Increase quantity of ${product.name}`}
      >
        <IconPlus size={18} />
      </ActionIcon>
    </Group>
  );
}
