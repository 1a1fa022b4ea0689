import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { NIGERIAN_STATES } from '@/lib/nigerian-states';
import { normaliseNigerianPhone } from '@/lib/phone';
import { acceptQuote, declineQuote, type Prescription } from '@/lib/prescriptions/api';
import { rx as m } from '@/features/prescriptions/prescriptions.messages';
import { useT } from '@/lib/i18n/use-t';

// The order needs a state, LGA and phone the upload form did not ask for; the street is the
// delivery address given with the prescription.
export function AcceptQuoteForm({ rx, onDone }: { rx: Prescription; onDone: () => void }) {
  const t = useT();
  const [state, setState] = useState('');
  const [lga, setLga] = useState('');
  const [phone, setPhone] = useState(rx.contact_phone ?? '');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const e164 = normaliseNigerianPhone(phone);
  const errors = {
    state: !state ? t(m.chooseState) : undefined,
    lga: !lga.trim() ? t(m.enterLga) : undefined,
    phone: !e164 ? t(m.phoneMissing) : undefined,
  };
  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      onDone();
    } catch (e) {
      setError((e as { status?: number }).status === 0 ? t(m.offlineTry) : (e as Error).message);
    } finally {
      setBusy(false);
    }
  }
  function accept() {
    setTried(true);
    if (errors.state || errors.lga || !e164) return;
    void run(() => acceptQuote(rx.id, { state, lga: lga.trim(), phone: e164, delivery_time: rx.delivery_time || 'anytime' }));
  }
  return (
    <Stack gap="sm" mt="md">
      <NativeSelect label={t(m.state)} required data={['', ...NIGERIAN_STATES]} value={state}
        onChange={(e) => setState(e.currentTarget.value)} error={tried ? errors.state : undefined} />
      <TextInput label={t(m.lga)} required value={lga} onChange={(e) => setLga(e.currentTarget.value)}
        error={tried ? errors.lga : undefined} />
      <TextInput label={t(m.phone)} required type="tel" value={phone} onChange={(e) => setPhone(e.currentTarget.value)}
        error={tried ? errors.phone : undefined} />
      {error && <Alert color="red" role="alert">{error}</Alert>}
      <Group gap="sm">
        <Button onClick={accept} loading={busy}>{t(m.acceptQuote)}</Button>
        <Button variant="default" onClick={() => void run(() => declineQuote(rx.id))} disabled={busy}>{t(m.declineQuote)}</Button>
      </Group>
    </Stack>
  );
}
