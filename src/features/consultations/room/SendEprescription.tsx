import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { useEffect, useRef, useState } from 'react';
import { Button, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useRemote } from '@/lib/use-remote';
import { formatNigerianPhone, normaliseNigerianMobile } from '@/lib/phone';
import { lastDelivery, listPharmacies, sendEprescription, type Eprescription } from '@/lib/consultations/room';

type Errors = { pharmacy?: string; address?: string; phone?: string };

/** The patient sends an e-prescription to one pharmacy, with where to deliver and how to reach them. */
export function SendEprescription({ rx }: { rx: Eprescription }) {
  const pharmacies = useRemote(listPharmacies, 'pharmacies');
  const [choice, setChoice] = useState('');
  const [address, setAddress] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const key = useRef(crypto.randomUUID());
  const typed = useRef(false);
  // Starts from the last address and phone the patient gave, unless they already typed.
  useEffect(() => {
    lastDelivery().then((last) => {
      if (typed.current) return;
      if (last.address) setAddress(last.address);
      if (last.phone) setPhone(formatNigerianPhone(last.phone));
    }, () => undefined);
  }, []);
  const send = async () => {
    const e164 = normaliseNigerianMobile(phone);
    const found: Errors = {
      pharmacy: choice ? undefined : 'Choose a pharmacy',
      address: address.trim().length >= 5 ? undefined : 'Enter the street address to deliver to',
      phone: e164 ? undefined : 'Enter a Nigerian mobile number, e.g. 0803 123 4567',
    };
    setErrors(found);
    if (found.pharmacy || found.address || !e164) return;
    setBusy(true);
    try {
      await sendEprescription(rx.id, choice, key.current, { address: address.trim(), phone: e164 });
      key.current = crypto.randomUUID();
      const name = pharmacies.data?.find((p) => p.id === choice)?.name ?? 'the pharmacy';
      setMessage({ ok: true, text: `Sent to ${name}. It arrives there already approved by your doctor.` });
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : 'Not sent. Try again.' });
    } finally {
      setBusy(false);
    }
  };
  const edit = (set: (v: string) => void) => (e: { currentTarget: { value: string } }) => {
    typed.current = true;
    set(e.currentTarget.value);
  };
  return (
    <Stack gap="xs" mt="xs" maw={420}>
      <NativeSelect
        label="Send to a pharmacy"
        value={choice}
        onChange={(e) => setChoice(e.currentTarget.value)}
        error={errors.pharmacy}
        data={[{ value: '', label: 'Choose a pharmacy' }, ...(pharmacies.data ?? []).map((p) => ({ value: p.id, label: `${p.name}, ${p.address}` }))]}
      />
      <Textarea label="Delivery address" description="House number, street, area and city" autosize minRows={2}
        maxLength={300} autoComplete="street-address" value={address} onChange={edit(setAddress)} error={errors.address} />
      <TextInput label="Phone number" description="The pharmacy and the rider call this number" type="tel" inputMode="tel"
        autoComplete="tel" value={phone} onChange={edit(setPhone)} error={errors.phone} />
      <Button onClick={() => void send()} loading={busy} maw={120}>Send</Button>
      {message && (
        <Text fz="sm" role={message.ok ? 'status' : 'alert'} c={message.ok ? 'magani.8' : 'red.8'}>
          {message.text}
        </Text>
      )}
    </Stack>
  );
}
