import { useEffect, useRef, useState } from 'react';
import { Button, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useRemote } from '@/lib/use-remote';
import { normaliseNigerianMobile } from '@/lib/phone';
import { lastDelivery, listPharmacies, sendEprescription, type Eprescription } from '@/lib/consultations/room';
import { formatPhone } from '@/lib/format-phone';
import { translate } from '@/lib/i18n/i18n';
import { room } from '@/features/consultations/room/room.messages';
import { useT } from '@/lib/i18n/use-t';

type Errors = { pharmacy?: string; address?: string; phone?: string };

/** The patient sends an e-prescription to one pharmacy, with where to deliver and how to reach them. */
export function SendEprescription({ rx }: { rx: Eprescription }) {
  const t = useT();
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
      if (last.phone) setPhone(formatPhone(last.phone));
    }, () => undefined);
  }, []);
  const send = async () => {
    const e164 = normaliseNigerianMobile(phone);
    const found: Errors = {
      pharmacy: choice ? undefined : t(room.choosePharmacy),
      address: address.trim().length >= 5 ? undefined : t(room.addressMissing),
      phone: e164 ? undefined : t(room.phoneInvalid),
    };
    setErrors(found);
    if (found.pharmacy || found.address || !e164) return;
    setBusy(true);
    try {
      await sendEprescription(rx.id, choice, key.current, { address: address.trim(), phone: e164 });
      key.current = crypto.randomUUID();
      const name = pharmacies.data?.find((p) => p.id === choice)?.name;
      setMessage({ ok: true, text: name ? translate(room.sentTo, { name }) : translate(room.thePharmacy) });
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : translate(room.notSentTry) });
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
        label={t(room.sendTo)}
        value={choice}
        onChange={(e) => setChoice(e.currentTarget.value)}
        error={errors.pharmacy}
        data={[{ value: '', label: t(room.choosePharmacy) }, ...(pharmacies.data ?? []).map((p) => ({ value: p.id, label: `${p.name}, ${p.address}` }))]}
      />
      <Textarea label={t(room.address)} description={t(room.addressHint)} autosize minRows={2}
        maxLength={300} autoComplete="street-address" value={address} onChange={edit(setAddress)} error={errors.address} />
      <TextInput label={t(room.phone)} description={t(room.phoneHint)} type="tel" inputMode="tel"
        autoComplete="tel" value={phone} onChange={edit(setPhone)} error={errors.phone} />
      <Button onClick={() => void send()} loading={busy} maw={120}>{t(room.send)}</Button>
      {message && (
        <Text fz="sm" role={message.ok ? 'status' : 'alert'} c={message.ok ? 'magani.8' : 'red.8'}>
          {message.text}
        </Text>
      )}
    </Stack>
  );
}
