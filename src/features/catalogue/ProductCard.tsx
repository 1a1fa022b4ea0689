import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { memo } from 'react';
import { ActionIcon, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { formatNaira } from '@/lib/format';
import { IconHeart, IconStar } from '@/components/screen-icons';
import type { Medication } from '@/features/catalogue/medication-schema';
import type { Alternative } from '@/features/catalogue/search';
import { cartActions } from '@/features/catalogue/cart-actions';
import { QuantityControl } from '@/features/catalogue/QuantityControl';
import { Alternatives } from '@/features/catalogue/Alternatives';
import { FormIcon } from '@/features/catalogue/icons';
import classes from '@/features/catalogue/ProductCard.module.css';

type Props = {
  product: Medication;
  quantity: number;
  wished: boolean;
  alternatives: Alternative[];
};

export const ProductCard = memo(function ProductCard({ product, quantity, wished, alternatives }: Props) {
  const saving = product.originalPrice - product.price;
  const titleId = `product-${product.id}`;
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-labelledby={titleId} className={classes.card}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <div className={classes.image}>
          <FormIcon form={product.image} size={30} />
        </div>
        <Stack gap={2} className={classes.grow}>
          <Text component="h3" fw={700} fz="md" lh={1.3} id={titleId}>
            {product.name}
          </Text>
          <Text fz="sm" c="dimmed">
            {product.genericName} {product.strength}
            {product.pack ? ` · ${product.pack}` : ''}
          </Text>
          <Text fz="sm">{product.manufacturer}</Text>
        </Stack>
        <ActionIcon
          variant="subtle"
          color={wished ? 'red.9' : 'gray.7'}
          size="lg"
          aria-pressed={wished}
          aria-label={`Wishlist: ${product.name}`}
          onClick={() => void cartActions.toggleWishlist(product)}
        >
          <IconHeart filled={wished} size={18} />
        </ActionIcon>
      </Group>

      <Group gap={6} mt="sm">
        {product.prescription && (
          <Badge variant="light" color="red" tt="none" title="Prescription required">
            Rx
          </Badge>
        )}
        <Badge variant="light" color={product.inStock ? 'magani' : 'gray'}>
          {product.inStock ? 'In Stock' : 'Out of Stock'}
        </Badge>
      </Group>

      <Text fz="sm" mt="xs">
        {product.pharmacy}
      </Text>
      <Text fz="sm" c="dimmed">
        {product.location} · {product.distanceKm} km away
      </Text>
      <Group gap={4} mt={4}>
        <IconStar size={15} className={classes.star} />
        <Text fz="sm" fw={600}>
          {product.rating.toFixed(1)}
        </Text>
        <Text fz="sm" c="dimmed">
          ({product.reviews} reviews)
        </Text>
      </Group>

      <Group justify="space-between" align="flex-end" mt="sm" wrap="wrap" gap="xs">
        <div>
          <Text fz="xl" fw={800} lh={1.1} data-testid="price">
            {formatNaira(product.price)}
          </Text>
          {saving > 0 && (
            <Group gap={6}>
              <Text fz="sm" c="dimmed" td="line-through" aria-label={`was ${formatNaira(product.originalPrice)}`}>
                {formatNaira(product.originalPrice)}
              </Text>
              <Text fz="sm" fw={600} c="magani.9">
                Save {formatNaira(saving)}
              </Text>
            </Group>
          )}
        </div>
        <QuantityControl product={product} quantity={quantity} />
      </Group>

      {alternatives.length > 0 && <Alternatives product={product} alternatives={alternatives} />}
    </Card>
  );
});
