import { useEffect, useState } from 'react';
import { NativeSelect, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MyPrescription } from '@/lib/orders/api';
import { formatDateTime } from '@/lib/format';
import { usePlurals, useT } from '@/lib/i18n/use-t';
import { withSlots } from '@/lib/i18n/slots';
import { checkout as k } from '@/features/orders/checkout/checkout.messages';

interface Props {
  value: string;
  error?: string;
  onChange: (id: string) => void;
}

/** Prescription-only medicines need one of the patient's uploaded prescriptions; the pharmacist checks it. */
export function PrescriptionChoice({ value, error, onChange }: Props) {
  const t = useT();
  usePlurals(true);
  const [mine, setMine] = useState<MyPrescription[]>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    import('@/lib/orders/api')
      .then((m) => m.listMyPrescriptions())
      .then(setMine, () => setFailed(true));
  }, []);
  return (
    <div>
      <NativeSelect
        label={t(k.prescription)}
        required
        description={t(k.prescriptionHint)}
        value={value}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value)}
        data={[
          { value: '', label: t(mine?.length ? k.choosePrescription : k.noPrescription) },
          ...(mine ?? []).map((p) => ({
            value: p.id,
            label: t(k.uploaded, { when: formatDateTime(p.created_at), count: p.file_paths.length }),
          })),
        ]}
      />
      {failed && (
        <Text fz="xs" c="red.9">
          {t(k.prescriptionsFailed)}
        </Text>
      )}
      <Text fz="sm" mt={4}>
        {withSlots(t(k.uploadFirst, { link: '{link}' }), { link: <Link to="/prescriptions/upload">{t(k.uploadLink)}</Link> })}
      </Text>
    </div>
  );
}
