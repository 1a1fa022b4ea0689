import { describe, expect, it } from 'vitest';
import {
  checkIncoming,
  fitToLimit,
  formatFileSize,
  MAX_FILE_SIZE,
  validateFile,
} from '@/features/prescriptions/file-checks';

const png = (name: string, extra = 32) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(extra).fill(0)])], name, {
    type: 'image/png',
  });

describe('validateFile', () => {
  it('accepts a recognised type within the size limit', () => {
    expect(validateFile({ name: 'rx.pdf', size: 2048 }, 'pdf')).toEqual({ ok: true, type: 'pdf' });
    expect(validateFile({ name: 'edge.jpg', size: MAX_FILE_SIZE }, 'jpeg')).toEqual({ ok: true, type: 'jpeg' });
  });

  it('refuses files over 10 MB, naming the file and its size', () => {
    const result = validateFile({ name: 'big.jpg', size: 11 * 1024 * 1024 }, 'jpeg');
    expect(result).toEqual({ ok: false, reason: 'big.jpg is 11 MB: each file must be 10 MB or smaller.' });
  });

  it('refuses unknown content and empty files', () => {
    expect(validateFile({ name: 'setup.png', size: 500 }, null)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('setup.png is not'),
    });
    expect(validateFile({ name: 'blank.pdf', size: 0 }, 'pdf')).toEqual({ ok: false, reason: 'blank.pdf is empty.' });
  });
});

describe('fitToLimit', () => {
  it('keeps only what fits beside the files already held', () => {
    expect(fitToLimit(0, [1, 2, 3, 4, 5, 6])).toEqual({ kept: [1, 2, 3, 4, 5], dropped: [6] });
    expect(fitToLimit(3, ['a', 'b', 'c'])).toEqual({ kept: ['a', 'b'], dropped: ['c'] });
    expect(fitToLimit(5, ['a'])).toEqual({ kept: [], dropped: ['a'] });
  });
});

describe('checkIncoming', () => {
  it('checks content, not names: an executable called .png is refused', async () => {
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0])], 'prescription.png', {
      type: 'image/png',
    });
    const result = await checkIncoming(0, [exe, png('real.png')]);
    expect(result.kept.map((k) => k.file.name)).toEqual(['real.png']);
    expect(result.problems).toEqual(['prescription.png is not a JPG, PNG or WebP image or a PDF document.']);
  });

  it('holds at most five files and says which were left out', async () => {
    const six = Array.from({ length: 6 }, (_, i) => png(`page-${i + 1}.png`));
    const result = await checkIncoming(0, six);
    expect(result.kept).toHaveLength(5);
    expect(result.problems).toEqual(['You can attach at most 5 files, so this one was not added: page-6.png.']);
  });
});

describe('formatFileSize', () => {
  it('shows Bytes, KB, MB and GB with up to two decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(2.345 * 1024 * 1024)).toBe('2.35 MB');
    expect(formatFileSize(5 * 1024 ** 3)).toBe('5 GB');
  });
});
