import { sniffBlob } from '@/lib/file-type';

// A file's name and its browser-reported type are only claims: a renamed document says
// "image/png" all the same. The first bytes of the file decide.
export type ImageKind = 'jpeg' | 'png' | 'webp';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const imageKinds: readonly string[] = ['jpeg', 'png', 'webp'] satisfies ImageKind[];

/** The image format a file really is (JPEG, PNG or WebP), or null for anything else, PDFs included. */
export async function sniffImage(file: Blob): Promise<ImageKind | null> {
  const kind = await sniffBlob(file);
  return kind && imageKinds.includes(kind) ? (kind as ImageKind) : null;
}
