import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Anchor.css';
import { ActionIcon, Anchor, Badge, Group, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatNaira } from '@/lib/format';
import type { PricedLine } from '@/features/catalogue/cart-totals';
import { removeFromCart } from '@/features/catalogue/cart-store';
import { QuantityControl } from '@/features/catalogue/QuantityControl';
import { FormIcon, IconTrash } from '@/features/catalogue/icons';
import classes from '@/features/catalogue/ProductCard.module.css';

export function CartLineRow({ line }: { line: PricedLine }) {
  const { product, quantity, lineTotal } = line;
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={product.name}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <div className={classes.image}>
          <FormIcon form={product.image} size={28} />
        </div>
        <div className={classes.grow}>
          <Text component="h2" fw={700} fz="md" lh={1.3}>
            {product.name}
          </Text>
          <Text fz="sm" c="dimmed">
            {product.genericName} {product.strength} · {product.pharmacy}, {product.location}
          </Text>
          <Text fz="sm">{formatNaira(product.price)} each</Text>
          <Group gap={6} mt={4}>
            {product.prescription && (
              <Badge variant="light" color="red" tt="none">
                Rx
              </Badge>
            )}
            {!product.inStock && (
              <Badge variant="light" color="gray">
                Out of Stock
              </Badge>
            )}
          </Group>
          {product.prescription && (
            <Text fz="sm" mt={4}>
              Needs a prescription:{' '}
              <Anchor component={Link} to="/prescriptions/upload" fz="sm" fw={600}>
                upload your prescription
              </Anchor>
            </Text>
          )}
        </div>
        <ActionIcon
          variant="subtle"
          color="gray.7"
          size="lg"
          aria-label={`Remove ${product.name}`}
          onClick={() => void removeFromCart(product.id)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
      <Group justify="space-between" mt="sm">
        <QuantityControl product={product} quantity={quantity} compact />
        <Text fw={800} fz="lg" aria-label={`Line total ${formatNaira(lineTotal)}`}>
          {formatNaira(lineTotal)}
        </Text>
      </Group>
    </Paper>
  );
}
