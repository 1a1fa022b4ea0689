// Recognises a file by its first bytes (its "magic number"), not by its name or the MIME type the
// browser guessed from that name: a program renamed to photo.png still starts with "MZ".

export type SniffedType = 'pdf' | 'png' | 'jpeg' | 'webp';

export const sniffedMime: Record<SniffedType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** How many leading bytes sniffFileType needs. */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return null;
}

/** Reads only the first bytes of a file or blob, so a 10 MB photo is not loaded to check it. */
export async function sniffBlob(blob: Blob): Promise<SniffedType | null> {
  const head = await blob.slice(0, SNIFF_BYTES).arrayBuffer();
  return sniffFileType(new Uint8Array(head));
}
