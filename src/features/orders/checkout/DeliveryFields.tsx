import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { CheckoutFields, FieldErrors } from '@/features/orders/checkout/checkout-form';
import { DELIVERY_TIMES, NIGERIAN_STATES, type DeliveryTime } from '@/features/orders/checkout/options';

interface Props {
  fields: CheckoutFields;
  errors: FieldErrors;
  set: <K extends keyof CheckoutFields>(key: K, value: CheckoutFields[K]) => void;
}

export function DeliveryFields({ fields, errors, set }: Props) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect
          label="State"
          required
          value={fields.state}
          error={errors.state}
          onChange={(e) => set('state', e.currentTarget.value)}
          data={[{ value: '', label: 'Select a state' }, ...NIGERIAN_STATES.map((s) => ({ value: s, label: s === 'FCT' ? 'FCT (Abuja)' : s }))]}
        />
        <TextInput
          label="LGA"
          required
          autoComplete="address-level2"
          value={fields.lga}
          error={errors.lga}
          onChange={(e) => set('lga', e.currentTarget.value)}
        />
      </SimpleGrid>
      <TextInput
        label="Street address"
        required
        autoComplete="street-address"
        value={fields.street}
        error={errors.street}
        onChange={(e) => set('street', e.currentTarget.value)}
      />
      <TextInput
        label="Landmark"
        description="Optional: something near your door that helps the rider find it"
        value={fields.landmark}
        error={errors.landmark}
        onChange={(e) => set('landmark', e.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Phone number"
          required
          type="tel"
          autoComplete="tel"
          placeholder="0803 123 4567"
          value={fields.phone}
          error={errors.phone}
          onChange={(e) => set('phone', e.currentTarget.value)}
        />
        <NativeSelect
          label="Preferred delivery time"
          value={fields.deliveryTime}
          onChange={(e) => set('deliveryTime', e.currentTarget.value as DeliveryTime)}
          data={DELIVERY_TIMES.map((t) => ({ value: t.value, label: t.label }))}
        />
      </SimpleGrid>
    </Stack>
  );
}
