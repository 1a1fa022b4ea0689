import { ActionIcon, Anchor, Badge, Group, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { CartLine } from '@/lib/db';
import { formatNaira } from '@/lib/format';
import { removeFromCart } from '@/lib/cart/store';
import { QuantityControl } from '@/components/QuantityControl';
import { IconTrash } from '@tabler/icons-react';

export function CartLineRow({ line }: { line: CartLine }) {
  const lineTotal = line.price * line.quantity;
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={line.name}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text component="h2" fw={700} fz="md" lh={1.3}>
            {line.name}
          </Text>
          <Text fz="sm" c="dimmed">
            from {line.pharmacyName}
          </Text>
          <Text fz="sm">{formatNaira(line.price)} each</Text>
          {line.prescriptionOnly && (
            <>
              <Badge variant="light" color="red" tt="none" mt={4}>
                Rx
              </Badge>
              <Text fz="sm" mt={4}>
                Needs a prescription:{' '}
                <Anchor component={Link} to="/prescriptions/upload" fz="sm" fw={600}>
                  upload your prescription
                </Anchor>
              </Text>
            </>
          )}
        </div>
        <ActionIcon
          variant="subtle"
          color="gray.7"
          size="lg"
          aria-label={`Remove ${line.name}`}
          onClick={() => void removeFromCart(line.offerId)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Group justify="space-between" mt="sm">
        <QuantityControl offer={line} quantity={line.quantity} compact />
        <Text fw={800} fz="lg" aria-label={`Line total ${formatNaira(lineTotal)}`}>
          {formatNaira(lineTotal)}
        </Text>
      </Group>
    </Paper>
  );
}
