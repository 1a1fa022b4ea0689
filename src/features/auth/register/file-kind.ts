export type DocumentType = { mime: 'application/pdf' | 'image/jpeg' | 'image/png'; ext: 'pdf' | 'jpg' | 'jpeg' | 'png' };

/** The bucket's limit (supabase/config.toml, licenses: 5MiB), checked before spending any data. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/**
 * Recognises a PDF, JPEG or PNG by its first bytes, not by its name or the type the browser guessed
 * (a renamed file would otherwise reach the server and be refused there, after the upload).
 */
export async function sniffDocument(file: Blob & { name?: string }): Promise<DocumentType | null> {
  const bytes = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { mime: 'application/pdf', ext: 'pdf' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    return { mime: 'image/jpeg', ext: file.name?.toLowerCase().endsWith('.jpeg') ? 'jpeg' : 'jpg' };
  }
  return null;
}
