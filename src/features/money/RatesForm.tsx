import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { badgeText } from '@/components/badge-tones';
import type { Rates } from '@/lib/money/api';
import { setRates } from '@/lib/money/admin';
import { OrderError } from '@/lib/orders/api';
import { adminMoneyForms as m } from '@/features/money/finance.messages';
import { translate, type Message } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

type Field = 'pharmacy_pct' | 'rider_pct' | 'doctor_pct' | 'reason';
type Errors = Partial<Record<Field | 'form', string>>;

const limits: Record<Exclude<Field, 'reason'>, [number, Message]> = {
  pharmacy_pct: [50, m.pharmacyRange],
  rider_pct: [100, m.riderRange],
  doctor_pct: [50, m.doctorRange],
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
  const t = useT();

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
      if (!(n >= 0 && n <= limits[f][0])) found[f] = translate(limits[f][1]);
    }
    const reason = values.reason.trim();
    if (reason.length < 5 || reason.length > 300) found.reason = translate(m.reasonNeeded);
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
      // The server's refusals name the field in their hint, with the same words as the checks above.
      if (hint && hint in limits) setErrors({ [hint]: translate(limits[hint as keyof typeof limits][1]) });
      else if (hint === 'reason') setErrors({ reason: translate(m.reasonNeeded) });
      else setErrors({ form: e instanceof Error ? e.message : String(e) });
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
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t(m.ratesForm)}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="sm">
        {input('pharmacy_pct', t(m.pharmacyCommission))}
        {input('rider_pct', t(m.riderShare))}
        {input('doctor_pct', t(m.doctorCommission))}
      </SimpleGrid>
      <TextInput
        label={t(m.reason)}
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
          {t(m.apply)}
        </Button>
        {done && (
          <Text role="status" c={badgeText.green}>
            {t(m.saved)}
          </Text>
        )}
      </Group>
    </form>
  );
}
