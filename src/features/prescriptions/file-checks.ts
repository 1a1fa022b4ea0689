import { formatFileSize } from '@/lib/format';
import { sniffBlob, type SniffedType } from '@/lib/file-type';
import { translate } from '@/lib/i18n/i18n';
import { rx } from '@/features/prescriptions/prescriptions.messages';

export { formatFileSize };

export const MAX_FILES = 5;
export const MAX_FILE_SIZE = 10 * 1024 * 1024;
/** For the file picker's filter; the content check below is what decides. */
export const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

export type FileCheck = { ok: true; type: SniffedType } | { ok: false; reason: string };

/** Size and content rules for one file, given the type its first bytes revealed (null: unknown). */
export function validateFile(file: { name: string; size: number }, sniffed: SniffedType | null): FileCheck {
  if (file.size === 0) return { ok: false, reason: translate(rx.empty, { name: file.name }) };
  if (file.size > MAX_FILE_SIZE) {
    return { ok: false, reason: translate(rx.tooBig, { name: file.name, size: formatFileSize(file.size) }) };
  }
  if (!sniffed) return { ok: false, reason: translate(rx.wrongType, { name: file.name }) };
  return { ok: true, type: sniffed };
}

export async function checkFile(file: File): Promise<FileCheck> {
  // Oversized files are refused without reading them.
  if (file.size === 0 || file.size > MAX_FILE_SIZE) return validateFile(file, null);
  return validateFile(file, await sniffBlob(file));
}

/** Splits files that passed their checks into those that fit beside the ones already held and the rest. */
export function fitToLimit<T>(held: number, incoming: T[]): { kept: T[]; dropped: T[] } {
  const room = Math.max(0, MAX_FILES - held);
  return { kept: incoming.slice(0, room), dropped: incoming.slice(room) };
}

export interface AddResult {
  kept: { file: File; type: SniffedType }[];
  /** One sentence per refused file, naming it, and one for files beyond the limit. */
  problems: string[];
}

export async function checkIncoming(held: number, files: File[]): Promise<AddResult> {
  const checks = await Promise.all(files.map(async (file) => ({ file, check: await checkFile(file) })));
  const problems: string[] = [];
  const valid: { file: File; type: SniffedType }[] = [];
  for (const { file, check } of checks) {
    if (check.ok) valid.push({ file, type: check.type });
    else problems.push(check.reason);
  }
  const { kept, dropped } = fitToLimit(held, valid);
  if (dropped.length > 0) {
    const names = dropped.map((d) => d.file.name).join(', ');
    problems.push(translate(dropped.length === 1 ? rx.overLimitOne : rx.overLimitMany, { max: MAX_FILES, names }));
  }
  return { kept, problems };
}
