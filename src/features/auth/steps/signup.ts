// Registration as idempotent steps (sign up -> upload document -> role row -> confirmation e-mail).
// Each takes a serialisable input and returns what the next step needs, so the same code can run now
// or be replayed later from the outbox, resuming at the first unfinished step.
import type { Supabase } from '@/lib/auth/client';
import type { RegistrationRole } from '@/lib/auth/roles';
import { notices } from '@/features/auth/messages';
import { StepError, toStepError } from '@/features/auth/steps/step-error';
import { currentLocale } from '@/lib/i18n/i18n';
import { isLanguage } from '@/lib/i18n/locales';
import { functionError } from '@/features/auth/steps/function-error';

export type SignUpInput = {
  email: string;
  password: string;
  fullName: string;
  role: RegistrationRole;
  phone: string;
  address?: string;
  /** Names this registration (fixed when it is queued), so its own retry can recognise its account. */
  requestId: number;
  /** What the role row needs, kept with the account so a later sign-in can finish a cut-off registration. */
  roleDetails?: Record<string, string | undefined>;
};

/**
 * Creates the account (the role travels in sign-up data; the database refuses anything but the four
 * public roles). If an earlier try's answer was lost and the address is now "already registered",
 * the same credentials sign in, and the account counts as this registration's only when its sign-up
 * data carries the same request id: a retry never fails on its own first success, and a second
 * registration of an existing address (the same form sent again later) stays refused.
 */
export async function signUpStep(supabase: Supabase, input: SignUpInput): Promise<{ userId: string }> {
  const { data, error } = await supabase.auth.signUp({
    email: input.email,
    password: input.password,
    options: {
      data: {
        full_name: input.fullName,
        role: input.role,
        phone: input.phone,
        address: input.address ?? '',
        signup_request: String(input.requestId),
        // The account's first language (profiles.language): its confirmation e-mail is written in it.
        ...(isLanguage(currentLocale()) ? { language: currentLocale() } : {}),
        ...input.roleDetails,
      },
    },
  });
  if (error) {
    if (/already registered/i.test(error.message)) {
      const again = await supabase.auth.signInWithPassword({ email: input.email, password: input.password });
      if (!again.error && again.data.user) {
        if (again.data.user.user_metadata?.signup_request === String(input.requestId)) return { userId: again.data.user.id };
        await supabase.auth.signOut({ scope: 'local' });
      }
    }
    throw toStepError(error);
  }
  // The server answered without an account: asking again would get the same answer.
  if (!data.user) throw new StepError(notices.createUserFailed, 400);
  return { userId: data.user.id };
}

export type DocumentKind = 'license' | 'vehicle';

export type UploadDocumentInput = {
  userId: string;
  role: RegistrationRole;
  kind: DocumentKind;
  file: Blob;
  /** Chosen when the job is created, so a retry writes to the same path. */
  timestamp: number;
  ext: 'pdf' | 'jpg' | 'jpeg' | 'png';
  contentType: string;
};

/** licenses bucket: {role}/{userId}/license_{ts}.{ext}, or riders/{userId}/vehicle_{ts}.{ext}. */
export function documentPath({ userId, role, kind, timestamp, ext }: Omit<UploadDocumentInput, 'file' | 'contentType'>) {
  return kind === 'vehicle' ? `riders/${userId}/vehicle_${timestamp}.${ext}` : `${role}/${userId}/license_${timestamp}.${ext}`;
}

/** Uploads a licence or vehicle document with upsert, so a repeated upload replaces rather than fails. */
export async function uploadDocumentStep(supabase: Supabase, input: UploadDocumentInput): Promise<{ path: string }> {
  const path = documentPath(input);
  const { error } = await supabase
    .storage.from('licenses')
    .upload(path, input.file, { upsert: true, contentType: input.contentType });
  if (error) throw toStepError(error);
  return { path };
}

export type RoleRowInput = {
  userId: string;
  role: RegistrationRole;
  fullName: string;
  phone: string;
  documentPath?: string;
  pharmacyName?: string;
  licenseNumber?: string;
  address?: string;
  specialty?: string;
  vehicleInfo?: string;
};

function roleRow(input: RoleRowInput): { table: string; row: Record<string, unknown> } | undefined {
  const doc = input.documentPath ?? null;
  switch (input.role) {
    case 'pharmacy':
      return {
        table: 'pharmacies',
        row: {
          user_id: input.userId,
          name: input.pharmacyName,
          address: input.address,
          phone: input.phone,
          license_number: input.licenseNumber || null,
          license_document_url: doc,
          status: 'pending',
        },
      };
    case 'doctor':
      return {
        table: 'doctors',
        row: {
          user_id: input.userId,
          full_name: input.fullName,
          specialty: input.specialty,
          license_number: input.licenseNumber || null,
          license_document_url: doc,
          approval_status: 'pending',
        },
      };
    case 'rider':
      return {
        table: 'riders',
        row: {
          user_id: input.userId,
          full_name: input.fullName,
          phone: input.phone,
          vehicle_info: input.vehicleInfo || null,
          vehicle_doc_url: doc,
          approval_status: 'pending',
        },
      };
    default:
      return undefined; // patients have no row of their own
  }
}

/** Writes the pharmacy, doctor or rider row (status pending), upserted on user_id. */
export async function insertRoleRowStep(supabase: Supabase, input: RoleRowInput): Promise<{ table?: string }> {
  const target = roleRow(input);
  if (!target) return {};
  const { error, status } = await supabase.from(target.table).upsert(target.row, { onConflict: 'user_id' });
  if (error) throw toStepError(error, status);
  return { table: target.table };
}

export type ConfirmationInput = { userId: string; email: string; fullName: string; role: RegistrationRole };

/** Asks the send-confirmation-email function to mail the link; it reads the token server-side. */
export async function sendConfirmationStep(supabase: Supabase, input: ConfirmationInput): Promise<{ sent: true }> {
  const { data, error } = await supabase.functions.invoke<{ success?: boolean; error?: string }>(
    'send-confirmation-email',
    { body: input },
  );
  if (error) throw await functionError(error);
  if (!data?.success) throw new StepError(data?.error ?? notices.sendFailed, 500);
  return { sent: true };
}
