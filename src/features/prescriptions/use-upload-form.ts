import { useMemo, useState } from 'react';
import type { SniffedType } from '@/lib/file-type';
import { sniffedMime } from '@/lib/file-type';
import { MAX_FILES } from '@/features/prescriptions/file-checks';
import { normaliseNigerianNumber } from '@/lib/phone';
import { phoneError } from '@/features/prescriptions/delivery-options';
import type { Pharmacy } from '@/features/prescriptions/pharmacies-source';
import { lastDeliveryAddress } from '@/lib/prescriptions/api';
import { useRemote } from '@/lib/use-remote';
import { nearestFirst, stateIn } from '@/features/prescriptions/pharmacy-order';

export type Missing = '' | 'f' | 'p' | 'a' | 'fp' | 'fa' | 'pa' | 'fpa';

export type HeldFile = { id: string; file: File; type: SniffedType };

export function useUploadForm(pharmacies: Pharmacy[]) {
  const [files, setFiles] = useState<HeldFile[]>([]);
  const [pharmacyId, setPharmacyId] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  const [instructions, setInstructions] = useState('');
  const [deliveryTime, setDeliveryTime] = useState('anytime');
  const [contact, setContact] = useState('');
  const [submitting, setSubmitting] = useState(false);

  // Where the medicine goes: the state the typed address names, else the one of the person's last
  // delivery (kept on the device, so it holds offline too). Pharmacies there are listed first.
  const last = useRemote(lastDeliveryAddress, 'last-address', 'last-delivery-address');
  const deliveryState = stateIn(address) ?? stateIn(last.data ?? '');
  const nearest = useMemo(() => nearestFirst(pharmacies, deliveryState), [pharmacies, deliveryState]);

  const pharmacy = pharmacies.find((p) => p.id === pharmacyId);
  // What is still missing, as letters: f (a file), p (a pharmacy), a (an address).
  const missing = [files.length === 0 && 'f', !pharmacy && 'p', !address.trim() && 'a'].filter(Boolean).join('') as Missing;
  const canSubmit = missing.length === 0 && !phoneError(contact) && !submitting;

  return {
    /** The pharmacies, those in the delivery state first. */
    pharmacies: nearest,
    deliveryState,
    files,
    // Two quick additions could together pass the limit: the functional update keeps it.
    addFiles: (added: HeldFile[]) => setFiles((prev) => [...prev, ...added].slice(0, MAX_FILES)),
    removeFile: (id: string) => setFiles((prev) => prev.filter((f) => f.id !== id)),
    pharmacyId,
    setPharmacyId,
    address,
    setAddress,
    instructions,
    setInstructions,
    deliveryTime,
    setDeliveryTime,
    contact,
    setContact,
    missing,
    canSubmit,
    submitting,
    /** Saves the submission with its outbox job and returns its id. */
    submit: async (): Promise<string | undefined> => {
      if (!canSubmit || !pharmacy) return undefined;
      setSubmitting(true);
      try {
        // IndexedDB's library is fetched only now, keeping it out of the form's first load.
        const { saveSubmission } = await import('@/features/prescriptions/queue-submission');
        return await saveSubmission({
          files: files.map(({ file, type }) => ({ file, mime: sniffedMime[type] })),
          pharmacyId: pharmacy.id,
          pharmacyName: pharmacy.name,
          address: address.trim(),
          notes: instructions.trim(),
          contactPhone: normaliseNigerianNumber(contact) ?? undefined,
          deliveryTime,
        });
      } finally {
        setSubmitting(false);
      }
    },
  };
}

export type UploadForm = ReturnType<typeof useUploadForm>;
