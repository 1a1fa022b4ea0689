import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import { signOut } from '@/lib/auth/sign-out';
import { notices } from '@/features/auth/messages';
import type { Registration } from '@/features/auth/schemas';
import { documentFor } from '@/features/auth/register/form';
import type { DocumentType } from '@/features/auth/register/file-kind';
import { clearRegisterDraft } from '@/features/auth/register/useRegisterDraft';
import { insertRoleRowStep, type RoleRowInput, sendConfirmationStep, signUpStep, uploadDocumentStep } from '@/features/auth/steps/signup';
import { StepError } from '@/features/auth/steps/step-error';

export type ChosenDocument = { file: File; type: DocumentType };

const serverMessage = (e: unknown, fallback: string) =>
  e instanceof StepError && e.status !== undefined && e.status >= 400 ? e.message : fallback;

/** Only the role's own fields (never the password) go into the step's saved input. */
function roleRowInput(data: Registration, userId: string, documentPath: string | undefined): RoleRowInput {
  const base = { userId, role: data.role, fullName: data.fullName, phone: data.phone, documentPath };
  switch (data.role) {
    case 'pharmacy':
      return { ...base, pharmacyName: data.pharmacyName, licenseNumber: data.licenseNumber, address: data.address };
    case 'doctor':
      return { ...base, specialty: data.specialty };
    case 'rider':
      return { ...base, vehicleInfo: data.vehicleInfo };
    default:
      return base;
  }
}

/**
 * Runs the registration steps in order. The new account is signed out at the end either way: it may
 * only sign in once its e-mail address is confirmed.
 */
export function useRegister() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function register(data: Registration, document: ChosenDocument | null) {
    setBusy(true);
    setFailure(null);
    const address = 'address' in data ? data.address : undefined;
    let userId: string;
    try {
      ({ userId } = await signUpStep({ email: data.email, password: data.password, fullName: data.fullName, role: data.role, phone: data.phone, address }));
    } catch (e) {
      setBusy(false);
      return setFailure(serverMessage(e, notices.createAccountFailed));
    }
    try {
      const doc = documentFor[data.role];
      let documentPath: string | undefined;
      if (doc && document) {
        ({ path: documentPath } = await uploadDocumentStep({
          userId,
          role: data.role,
          kind: doc.kind,
          file: document.file,
          timestamp: Date.now(),
          ext: document.type.ext,
          contentType: document.type.mime,
        }));
      }
      await insertRoleRowStep(roleRowInput(data, userId, documentPath));
    } catch (e) {
      await signOut();
      setBusy(false);
      return setFailure(serverMessage(e, notices.createAccountFailed));
    }
    try {
      await sendConfirmationStep({ userId, email: data.email, fullName: data.fullName, role: data.role });
    } catch (e) {
      await signOut();
      setBusy(false);
      return setFailure(e instanceof StepError && e.message === notices.tokenFailed ? notices.tokenFailed : notices.emailSendFailed);
    }
    await signOut();
    await clearRegisterDraft();
    setBusy(false);
    notify({ message: notices.registered });
    await navigate({ to: '/auth/login' });
  }

  return { register, busy, failure };
}
