import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import { notices } from '@/features/auth/messages';
import type { Registration } from '@/features/auth/schemas';
import { documentFor } from '@/features/auth/register/form';
import type { DocumentType } from '@/features/auth/register/file-kind';
import { clearRegisterDraft } from '@/features/auth/register/useRegisterDraft';
import { signUpLabel, type SignUpJobInput } from '@/features/auth/jobs/sign-up';
import { useAccountJob } from '@/features/auth/shared/useAccountJob';

export type ChosenDocument = { file: File; type: DocumentType };

// Four server calls, one of them an upload on a slow line: the screen waits this long for the
// first try before it says the registration goes on in the background.
const FIRST_TRY_MS = 60_000;

/** Only the role's own fields go into the job; the password is encrypted by the outbox. */
export function signUpJobInput(data: Registration, document: ChosenDocument | null, timestamp: number): SignUpJobInput {
  const base = { email: data.email, password: data.password, fullName: data.fullName, role: data.role, phone: data.phone, timestamp };
  const doc = documentFor[data.role];
  const upload = doc && document ? { document: { file: document.file, kind: doc.kind, ext: document.type.ext, contentType: document.type.mime } } : {};
  switch (data.role) {
    case 'patient':
      return { ...base, address: data.address };
    case 'pharmacy':
      return { ...base, ...upload, pharmacyName: data.pharmacyName, licenseNumber: data.licenseNumber, address: data.address };
    case 'doctor':
      return { ...base, ...upload, specialty: data.specialty, licenseNumber: data.licenseNumber };
    case 'rider':
      return { ...base, ...upload, vehicleInfo: data.vehicleInfo };
  }
}

/**
 * Registration goes through the outbox: at once when online, else as soon as the connection
 * returns. One job per address, so pressing Create Account again never queues a second account.
 */
export function useRegister() {
  const navigate = useNavigate();
  const job = useAccountJob();
  const [failure, setFailure] = useState<string | null>(null);

  async function register(data: Registration, document: ChosenDocument | null) {
    setFailure(null);
    const email = data.email.toLowerCase();
    await job.run(
      {
        kind: 'sign-up',
        id: `sign-up:${email}`,
        label: signUpLabel(data.role, email),
        input: signUpJobInput({ ...data, email }, document, Date.now()),
      },
      {
        onDone: async () => {
          await clearRegisterDraft();
          notify({ message: notices.registered });
          await navigate({ to: '/auth/login' });
        },
        onFailed: setFailure,
        // The form's details now wait in the job; the draft would offer them for a second account.
        onQueued: () => void clearRegisterDraft(),
      },
      FIRST_TRY_MS,
    );
  }

  return { register, busy: job.busy, failure, queued: job.queued };
}
