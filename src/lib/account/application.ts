// The signed-in provider's own application (pharmacy, doctor or rider row), read under its own
// row-level security, and the one way to send a corrected application back for review.
import { loadSupabase } from '@/lib/auth/client';
import { sniffBlob, sniffedMime } from '@/lib/file-type';

export type ProviderKind = 'pharmacy' | 'doctor' | 'rider';

export type MyApplication = {
  /** 'logistics' is a tier upgrade request: the provider works at their current tier meanwhile. */
  kind: ProviderKind | 'logistics';
  userId: string;
  /** The business or professional name shown on the dashboard. */
  name: string;
  status: 'pending' | 'approved' | 'rejected' | 'suspended';
  rejectionReason: string | null;
  submittedAt: string;
  /** What the applicant submitted, as label -> value, for the under-review notice. */
  submitted: [label: string, value: string][];
  licenseNumber: string | null;
  hasDocument: boolean;
};

const sources = {
  pharmacy: { table: 'pharmacies', columns: 'user_id,name,address,phone,license_number,license_document_url,status,rejection_reason,submitted_at' },
  doctor: { table: 'doctors', columns: 'user_id,full_name,specialty,license_number,license_document_url,approval_status,rejection_reason,submitted_at' },
  rider: { table: 'riders', columns: 'user_id,full_name,phone,vehicle_info,vehicle_doc_url,approval_status,rejection_reason,submitted_at' },
} as const;

type Row = Partial<Record<string, string | null>>;

function shape(kind: ProviderKind, r: Row): MyApplication {
  const pairs: [string, string | null | undefined][] =
    kind === 'pharmacy'
      ? [['Pharmacy name', r.name], ['Address', r.address], ['Phone', r.phone], ['PCN licence number', r.license_number]]
      : kind === 'doctor'
        ? [['Name', r.full_name], ['Specialty', r.specialty], ['MDCN registration number', r.license_number]]
        : [['Name', r.full_name], ['Phone', r.phone], ['Vehicle', r.vehicle_info]];
  const doc = r.license_document_url ?? r.vehicle_doc_url;
  return {
    kind,
    userId: String(r.user_id),
    name: String(r.name ?? r.full_name ?? ''),
    status: (r.status ?? r.approval_status) as MyApplication['status'],
    rejectionReason: r.rejection_reason ?? null,
    submittedAt: String(r.submitted_at),
    submitted: [...pairs.filter((p): p is [string, string] => Boolean(p[1])), ['Document', doc ? 'Uploaded' : 'Not uploaded']],
    licenseNumber: r.license_number ?? null,
    hasDocument: Boolean(doc),
  };
}

/** The caller's application, or null when they have not sent one. */
export async function loadMyApplication(kind: ProviderKind): Promise<MyApplication | null> {
  const supabase = await loadSupabase();
  const { data: session } = await supabase.auth.getSession();
  const userId = session.session?.user.id;
  if (!userId) throw new Error('Please sign in again.');
  const { table, columns } = sources[kind];
  const { data, error } = await supabase.from(table).select(columns).eq('user_id', userId).maybeSingle();
  if (error) throw new Error(error.message);
  return data ? shape(kind, data as unknown as Row) : null;
}

export type Correction = { name?: string; licenseNumber?: string; file?: File | null };

/** Uploads a replacement document (if any) into the caller's own folder, then resubmits. */
export async function resubmitApplication(app: MyApplication, change: Correction): Promise<void> {
  const supabase = await loadSupabase();
  let documentPath: string | undefined;
  if (change.file) {
    const type = await sniffBlob(change.file);
    if (type !== 'pdf' && type !== 'png' && type !== 'jpeg') throw new Error('Choose a PDF, JPG or PNG file.');
    const ext = type === 'jpeg' ? 'jpg' : type;
    if (app.kind === 'logistics') throw new Error('Upload tier documents on the tier upgrade page.');
    documentPath = app.kind === 'rider' ? `riders/${app.userId}/vehicle_${Date.now()}.${ext}` : `${app.kind}/${app.userId}/license_${Date.now()}.${ext}`;
    const { error } = await supabase.storage.from('licenses').upload(documentPath, change.file, { upsert: true, contentType: sniffedMime[type] });
    if (error) throw new Error(error.message);
  }
  const { error } = await supabase.rpc('resubmit_application', {
    fields: { name: change.name, license_number: change.licenseNumber, document_path: documentPath },
  });
  if (error) throw new Error(/license_number_format/.test(error.message) ? 'That licence number is not in the council’s format.' : error.message);
}
