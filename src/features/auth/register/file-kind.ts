import { sniffBlob, sniffedMime } from '@/lib/file-type';

export type DocumentType = { mime: 'application/pdf' | 'image/jpeg' | 'image/png'; ext: 'pdf' | 'jpg' | 'jpeg' | 'png' };

/** The bucket's limit (supabase/config.toml, licenses: 5MiB), checked before spending any data. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/**
 * A PDF, JPEG or PNG recognised by its first bytes, not by its name (a renamed file would otherwise
 * reach the server and be refused there, after the upload). The licences bucket takes no other type.
 * A JPEG keeps the spelling of its own name in the stored path.
 */
export async function sniffDocument(file: Blob & { name?: string }): Promise<DocumentType | null> {
  const type = await sniffBlob(file);
  if (type === 'pdf' || type === 'png') return { mime: sniffedMime[type] as DocumentType['mime'], ext: type };
  if (type === 'jpeg') return { mime: 'image/jpeg', ext: file.name?.toLowerCase().endsWith('.jpeg') ? 'jpeg' : 'jpg' };
  return null;
}
