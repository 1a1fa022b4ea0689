import { useEffect, useState } from 'react';
import { NativeSelect, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MyPrescription } from '@/lib/orders/api';
import { formatDateTime } from '@/lib/format';

interface Props {
  value: string;
  error?: string;
  onChange: (id: string) => void;
}

/** Prescription-only medicines need one of the patient's uploaded prescriptions; the pharmacist checks it. */
export function PrescriptionChoice({ value, error, onChange }: Props) {
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
        label="Prescription"
        required
        description="The pharmacist checks it before accepting your order."
        value={value}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value)}
        data={[
          { value: '', label: mine?.length ? 'Choose a prescription you uploaded' : 'No uploaded prescription yet' },
          ...(mine ?? []).map((p) => ({
            value: p.id,
            label: `Uploaded ${formatDateTime(p.created_at)} (${p.file_paths.length} file${p.file_paths.length === 1 ? '' : 's'})`,
          })),
        ]}
      />
      {failed && (
        <Text fz="xs" c="red.9">
          Your prescriptions could not be loaded. Check your connection.
        </Text>
      )}
      <Text fz="sm" mt={4}>
        <Link to="/prescriptions/upload">Upload a prescription</Link> first, then come back to check out: your cart stays.
      </Text>
    </div>
  );
}
