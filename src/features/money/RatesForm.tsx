import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { badgeText } from '@/components/badge-tones';
import type { Rates } from '@/lib/money/api';
import { setRates } from '@/lib/money/admin';
import { OrderError } from '@/lib/orders/api';

type Field = 'pharmacy_pct' | 'rider_pct' | 'doctor_pct' | 'reason';
type Errors = Partial<Record<Field | 'form', string>>;

const limits: Record<Exclude<Field, 'reason'>, [number, string]> = {
  pharmacy_pct: [50, 'Pharmacy commission must be between 0% and 50%'],
  rider_pct: [100, 'Rider share must be between 0% and 100% of the delivery fee'],
  doctor_pct: [50, 'Doctor commission must be between 0% and 50%'],
};

/** New commission rates from now on, with a reason; orders already placed keep their rates. */
export function RatesForm({ rates, onSaved }: { rates: Rates; onSaved: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({
    pharmacy_pct: String(rates.pharmacy_commission_pct),
    rider_pct: String(rates.rider_share_pct),
    doctor_pct: String(rates.doctor_commission_pct),
    reason: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const number = (f: Exclude<Field, 'reason'>) => {
    const text = values[f].trim();
    return /^\d{1,3}(\.\d{1,2})?$/.test(text) ? Number(text) : NaN;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    const found: Errors = {};
    for (const f of Object.keys(limits) as (keyof typeof limits)[]) {
      const n = number(f);
      if (!(n >= 0 && n <= limits[f][0])) found[f] = limits[f][1];
    }
    const reason = values.reason.trim();
    if (reason.length < 5 || reason.length > 300) found.reason = 'Give the reason for the change (5 to 300 characters)';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await setRates({ pharmacy: number('pharmacy_pct'), rider: number('rider_pct'), doctor: number('doctor_pct'), reason });
      setDone(true);
      setValues((v) => ({ ...v, reason: '' }));
      onSaved();
    } catch (e) {
      const hint = e instanceof OrderError ? e.hint : undefined;
      const message = e instanceof Error ? e.message : String(e);
      setErrors(hint && hint in limits || hint === 'reason' ? { [hint as Field]: message } : { form: message });
    } finally {
      setBusy(false);
    }
  }

  const input = (f: Exclude<Field, 'reason'>, label: string) => (
    <TextInput
      label={label}
      rightSection="%"
      inputMode="decimal"
      value={values[f]}
      error={errors[f]}
      onChange={(e) => setValues({ ...values, [f]: e.currentTarget.value })}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Change rates">
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="sm">
        {input('pharmacy_pct', 'Pharmacy commission')}
        {input('rider_pct', "Rider's share of delivery fee")}
        {input('doctor_pct', 'Doctor commission')}
      </SimpleGrid>
      <TextInput
        label="Reason"
        required
        maxLength={300}
        value={values.reason}
        error={errors.reason}
        onChange={(e) => setValues({ ...values, reason: e.currentTarget.value })}
        mb="sm"
      />
      {errors.form && (
        <Alert color="red" role="alert" mb="sm">
          {errors.form}
        </Alert>
      )}
      <Group>
        <Button type="submit" loading={busy}>
          Apply new rates
        </Button>
        {done && (
          <Text role="status" c={badgeText.green}>
            New rates saved: they apply to orders and consultations from now on.
          </Text>
        )}
      </Group>
    </form>
  );
}
