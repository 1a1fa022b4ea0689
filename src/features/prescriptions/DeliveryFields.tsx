import { useState } from 'react';
import { NativeSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { deliveryTimes, phoneError } from '@/features/prescriptions/delivery-options';
import type { UploadForm } from '@/features/prescriptions/use-upload-form';
import { rx } from '@/features/prescriptions/prescriptions.messages';
import { useT } from '@/lib/i18n/use-t';

export function DeliveryFields({ form }: { form: UploadForm }) {
  const t = useT();
  const [contactTouched, setContactTouched] = useState(false);
  return (
    <Stack gap="sm">
      <Textarea
        label={t(rx.address)}
        placeholder={t(rx.addressHint)}
        required
        autosize
        minRows={2}
        maxLength={300}
        value={form.address}
        onChange={(e) => form.setAddress(e.currentTarget.value)}
        autoComplete="street-address"
      />
      <Textarea
        label={t(rx.instructions)}
        description={t(rx.instructionsHint)}
        autosize
        minRows={2}
        maxLength={500}
        value={form.instructions}
        onChange={(e) => form.setInstructions(e.currentTarget.value)}
      />
      <NativeSelect
        label={t(rx.time)}
        data={deliveryTimes.map(({ value, label }) => ({ value, label: t(label) }))}
        value={form.deliveryTime}
        onChange={(e) => form.setDeliveryTime(e.currentTarget.value)}
      />
      <TextInput
        label={t(rx.contact)}
        description={t(rx.contactHint)}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t(rx.contactExample)}
        value={form.contact}
        onChange={(e) => form.setContact(e.currentTarget.value)}
        onBlur={() => setContactTouched(true)}
        error={contactTouched ? phoneError(form.contact) : undefined}
      />
    </Stack>
  );
}
