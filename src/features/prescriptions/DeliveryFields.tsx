import { useState } from 'react';
import { NativeSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { deliveryTimes, phoneError } from '@/features/prescriptions/delivery-options';
import type { UploadForm } from '@/features/prescriptions/use-upload-form';

export function DeliveryFields({ form }: { form: UploadForm }) {
  const [contactTouched, setContactTouched] = useState(false);
  return (
    <Stack gap="sm">
      <Textarea
        label="Delivery address"
        placeholder="House number, street, area and city"
        required
        autosize
        minRows={2}
        maxLength={300}
        value={form.address}
        onChange={(e) => form.setAddress(e.currentTarget.value)}
        autoComplete="street-address"
      />
      <Textarea
        label="Special instructions"
        description="Optional: landmarks, gate code, or notes for the pharmacist"
        autosize
        minRows={2}
        maxLength={500}
        value={form.instructions}
        onChange={(e) => form.setInstructions(e.currentTarget.value)}
      />
      <NativeSelect
        label="Preferred delivery time"
        data={deliveryTimes}
        value={form.deliveryTime}
        onChange={(e) => form.setDeliveryTime(e.currentTarget.value)}
      />
      <TextInput
        label="Contact number"
        description="Optional: the rider calls this number on arrival"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="e.g. 0802 345 6789"
        value={form.contact}
        onChange={(e) => form.setContact(e.currentTarget.value)}
        onBlur={() => setContactTouched(true)}
        error={contactTouched ? phoneError(form.contact) : undefined}
      />
    </Stack>
  );
}
