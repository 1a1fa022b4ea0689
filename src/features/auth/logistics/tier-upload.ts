// Tier upgrade: the documents go to the private provider-documents bucket in the owner's own
// folder, then one tier request names them for an admin to review. The tier itself changes
// only when an admin approves (public.admin_review_application).
import { loadSupabase } from '@/lib/auth/client';
import { sniffBlob, sniffedMime } from '@/lib/file-type';
import { translate } from '@/lib/i18n/i18n';
import { logisticsMessages as m } from '@/features/auth/logistics/logistics.messages';
import { registerMessages } from '@/features/auth/register/register.messages';

export const tierDocuments = {
  '2': [
    { key: 'vehicle_papers', label: m.vehiclePapers },
    { key: 'drivers_licence', label: m.driversLicence },
  ],
  '3': [
    { key: 'cac_certificate', label: m.cacCertificate },
    { key: 'tin', label: m.tin },
    { key: 'insurance', label: m.insurance },
  ],
} as const;
export type Tier = keyof typeof tierDocuments;

export const MAX_BYTES = 5 * 1024 * 1024;

/** Null when the file can be sent, else why not (checked by content, as the bucket does). */
export async function fileProblem(file: File): Promise<string | null> {
  if (file.size > MAX_BYTES) return translate(m.tooLarge);
  const type = await sniffBlob(file);
  return type === 'pdf' || type === 'png' || type === 'jpeg' ? null : translate(registerMessages.fileKind);
}

export async function submitTierRequest(tier: Tier, files: Record<string, File>): Promise<void> {
  const supabase = await loadSupabase();
  const { data: session } = await supabase.auth.getSession();
  const userId = session.session?.user.id;
  if (!userId) throw new Error(translate(m.signInAgain));
  const documents: Record<string, string> = {};
  const stamp = Date.now();
  for (const { key } of tierDocuments[tier]) {
    const file = files[key];
    if (!file) throw new Error(translate(m.everyDocument));
    const type = await sniffBlob(file);
    if (type !== 'pdf' && type !== 'png' && type !== 'jpeg') throw new Error(translate(registerMessages.fileKind));
    const path = `${userId}/tier${tier}_${key}_${stamp}.${type === 'jpeg' ? 'jpg' : type}`;
    const { error } = await supabase.storage.from('provider-documents').upload(path, file, { upsert: true, contentType: sniffedMime[type] });
    if (error) throw new Error(error.message);
    documents[key] = path;
  }
  const { error } = await supabase.from('tier_requests').insert({ tier, documents });
  if (error) throw new Error(error.code === '23505' ? translate(m.requestWaiting) : error.message);
}
