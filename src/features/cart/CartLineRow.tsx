import { useId } from 'react';
import { ActionIcon, Anchor, Badge, Group, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { CartLine } from '@/lib/db';
import { formatNaira } from '@/lib/format';
import { removeFromCart } from '@/lib/cart/store';
import { QuantityControl } from '@/components/QuantityControl';
import { IconTrash } from '@tabler/icons-react';
import { useT } from '@/lib/i18n/use-t';
import { withSlots } from '@/lib/i18n/slots';
import { cart as m } from '@/features/cart/cart.messages';

export function CartLineRow({ line }: { line: CartLine }) {
  const t = useT();
  // Named by its heading (the medicine's own name, which is never translated).
  const nameId = useId();
  const lineTotal = line.price * line.quantity;
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-labelledby={nameId}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text component="h2" fw={700} fz="md" lh={1.3} id={nameId} translate="no">
            {line.name}
          </Text>
          <Text fz="sm" c="dimmed">
            {t(m.fromPharmacy, { pharmacy: line.pharmacyName })}
          </Text>
          <Text fz="sm">{t(m.each, { price: formatNaira(line.price) })}</Text>
          {line.prescriptionOnly && (
            <>
              <Badge variant="light" color="red" tt="none" mt={4}>
                Rx
              </Badge>
              <Text fz="sm" mt={4}>
                {withSlots(t(m.needsPrescription, { upload: '{upload}' }), {
                  upload: (
                    <Anchor component={Link} to="/prescriptions/upload" fz="sm" fw={600}>
                      {t(m.uploadYours)}
                    </Anchor>
                  ),
                })}
              </Text>
            </>
          )}
        </div>
        <ActionIcon
          variant="subtle"
          color="gray.7"
          size="lg"
          aria-label={t(m.remove, { name: line.name })}
          onClick={() => void removeFromCart(line.offerId)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Group justify="space-between" mt="sm">
        <QuantityControl offer={line} quantity={line.quantity} compact />
        <Text fw={800} fz="lg" aria-label={t(m.lineTotal, { amount: formatNaira(lineTotal) })}>
          {formatNaira(lineTotal)}
        </Text>
      </Group>
    </Paper>
  );
}
