// What a file really is, from its first bytes. A Content-Type header is only the
// sender's claim; a Windows program renamed "licence.pdf" still starts with "MZ".

/** @param {Uint8Array} bytes @returns {string | null} */
export function sniffMime(bytes) {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 16));
  const starts = (sig, at = 0) => sig.every((v, i) => b[at + i] === v);
  const ascii = (text, at = 0) => b.toString('latin1', at, at + text.length) === text;
  if (ascii('%PDF-')) return 'application/pdf';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'image/webp';
  if (ascii('GIF87a') || ascii('GIF89a')) return 'image/gif';
  if (ascii('MZ')) return 'application/x-msdownload';
  if (starts([0x7f, 0x45, 0x4c, 0x46])) return 'application/x-executable';
  if (starts([0x50, 0x4b, 0x03, 0x04])) return 'application/zip';
  return null;
}

/** "image/jpg" is a common mislabel of "image/jpeg"; parameters (charset...) are dropped. */
export function normaliseMime(type) {
  const base = String(type ?? '').split(';')[0].trim().toLowerCase();
  return base === 'image/jpg' ? 'image/jpeg' : base;
}

/** Matches Supabase bucket rules, where an entry may be a wildcard such as "image/*". */
export function mimeAllowed(allowed, type) {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((rule) => (rule.endsWith('/*') ? type.startsWith(rule.slice(0, -1)) : rule === type));
}
