import { useEffect, useState } from 'react';
import { NativeSelect, Stack, TextInput } from '@mantine/core';
import classes from '@/features/orders/checkout/DeliveryFields.module.css';
import type { CheckoutFields, FieldErrors } from '@/features/orders/checkout/checkout-form';
import { DELIVERY_TIMES, NIGERIAN_STATES, type DeliveryTime } from '@/features/orders/checkout/options';
import { useT } from '@/lib/i18n/use-t';
import { checkout as k } from '@/features/orders/checkout/checkout.messages';

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
  const t = useT();
  const lgas = useLgas();
  if (lgas === 'failed')
    return (
      <TextInput
        label={t(k.lga)}
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
  const first = t(!fields.state ? k.stateFirst : lgas === 'loading' ? k.loadingLgas : k.selectLga);
  return (
    <NativeSelect
      label={t(k.lga)}
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
  const t = useT();
  return (
    <Stack gap="sm">
      <div className={classes.pair}>
        <NativeSelect
          label={t(k.state)}
          required
          value={fields.state}
          error={errors.state}
          onChange={(e) => set('state', e.currentTarget.value)}
          data={[{ value: '', label: t(k.selectState) }, ...NIGERIAN_STATES.map((s) => ({ value: s, label: s === 'FCT' ? 'FCT (Abuja)' : s }))]}
        />
        <LgaField fields={fields} errors={errors} set={set} />
      </div>
      <TextInput
        label={t(k.street)}
        required
        autoComplete="street-address"
        value={fields.street}
        error={errors.street}
        onChange={(e) => set('street', e.currentTarget.value)}
      />
      <TextInput
        label={t(k.landmark)}
        description={t(k.landmarkHint)}
        value={fields.landmark}
        error={errors.landmark}
        onChange={(e) => set('landmark', e.currentTarget.value)}
      />
      <div className={classes.pair}>
        <TextInput
          label={t(k.phone)}
          required
          type="tel"
          autoComplete="tel"
          placeholder="0803 123 4567"
          value={fields.phone}
          error={errors.phone}
          onChange={(e) => set('phone', e.currentTarget.value)}
        />
        <NativeSelect
          label={t(k.time)}
          value={fields.deliveryTime}
          onChange={(e) => set('deliveryTime', e.currentTarget.value as DeliveryTime)}
          data={DELIVERY_TIMES.map((time) => ({ value: time.value, label: t(time.label) }))}
        />
      </div>
    </Stack>
  );
}
