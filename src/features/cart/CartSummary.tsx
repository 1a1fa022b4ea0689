import { Alert, Button, Divider, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatNaira } from '@/lib/format';
import type { CartTotals } from '@/lib/cart/totals';

const Row = ({ label, value, strong, id }: { label: string; value: string; strong?: boolean; id: string }) => (
  <Group justify="space-between">
    <Text fw={strong ? 800 : 400} fz={strong ? 'lg' : 'sm'}>
      {label}
    </Text>
    <Text fw={strong ? 800 : 600} fz={strong ? 'lg' : 'sm'} data-testid={`summary-${id}`}>
      {value}
    </Text>
  </Group>
);

export function CartSummary({ totals }: { totals: CartTotals }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="summary-heading">
      <Title order={2} fz="lg" mb="md" id="summary-heading">
        Order Summary
      </Title>
      <Row
        label={`Subtotal (${totals.itemCount} item${totals.itemCount === 1 ? '' : 's'})`}
        value={formatNaira(totals.subtotal)}
        id="subtotal"
      />
      <Row label="Delivery fee" value={formatNaira(totals.deliveryFee)} id="delivery" />
      <Divider my="sm" />
      <Row label="Total" value={formatNaira(totals.total)} strong id="total" />
      {totals.needsPrescription && (
        <Alert color="red" variant="light" mt="md" title="Prescription needed">
          <Text fz="sm" mb="xs">
            Items marked Rx are dispensed only against a valid prescription.
          </Text>
          <Button component={Link} to="/prescriptions/upload" size="xs" variant="white" color="red.9">
            Upload prescription
          </Button>
        </Alert>
      )}
      <Button component={Link} to="/cart/checkout" fullWidth size="md" mt="lg" disabled={totals.itemCount === 0}>
        Proceed to Checkout
      </Button>
    </Paper>
  );
}
