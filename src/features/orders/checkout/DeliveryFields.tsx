import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import { useEffect, useState } from 'react';
import { NativeSelect, Stack, TextInput } from '@mantine/core';
import classes from '@/features/orders/checkout/DeliveryFields.module.css';
import type { CheckoutFields, FieldErrors } from '@/features/orders/checkout/checkout-form';
import { DELIVERY_TIMES, NIGERIAN_STATES, type DeliveryTime } from '@/features/orders/checkout/options';

interface Props {
  fields: CheckoutFields;
  errors: FieldErrors;
  set: <K extends keyof CheckoutFields>(key: K, value: CheckoutFields[K]) => void;
}

type Lgas = Record<string, readonly string[]>;

/** The LGA list (774 names) is its own chunk, fetched when the form opens; without it, a text field. */
function useLgas(): Lgas | 'loading' | 'failed' {
  const [lgas, setLgas] = useState<Lgas | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    import('@/lib/nigerian-lgas').then(
      (m) => live && setLgas(m.LGAS_BY_STATE),
      () => live && setLgas('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  return lgas;
}

function LgaField({ fields, errors, set }: Props) {
  const lgas = useLgas();
  if (lgas === 'failed')
    return (
      <TextInput
        label="LGA"
        required
        autoComplete="address-level2"
        value={fields.lga}
        error={errors.lga}
        onChange={(e) => set('lga', e.currentTarget.value)}
      />
    );
  const names = lgas === 'loading' ? [] : (lgas[fields.state] ?? []);
  // A value kept from an earlier order stays selectable even while the list loads.
  const options = fields.lga && !names.includes(fields.lga) ? [fields.lga, ...names] : names;
  const first = !fields.state ? 'Choose a state first' : lgas === 'loading' ? 'Loading the LGAs…' : 'Select an LGA';
  return (
    <NativeSelect
      label="LGA"
      required
      value={fields.lga}
      error={errors.lga}
      disabled={!fields.state}
      onChange={(e) => set('lga', e.currentTarget.value)}
      data={[{ value: '', label: first }, ...options.map((n) => ({ value: n, label: n }))]}
    />
  );
}

export function DeliveryFields({ fields, errors, set }: Props) {
  return (
    <Stack gap="sm">
      <div className={classes.pair}>
        <NativeSelect
          label="State"
          required
          value={fields.state}
          error={errors.state}
          onChange={(e) => set('state', e.currentTarget.value)}
          data={[{ value: '', label: 'Select a state' }, ...NIGERIAN_STATES.map((s) => ({ value: s, label: s === 'FCT' ? 'FCT (Abuja)' : s }))]}
        />
        <LgaField fields={fields} errors={errors} set={set} />
      </div>
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
      <div className={classes.pair}>
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
      </div>
    </Stack>
  );
}
