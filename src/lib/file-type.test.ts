import { describe, expect, it } from 'vitest';
import { sniffBlob, sniffFileType } from '@/lib/file-type';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffFileType', () => {
  it('recognises PDF, PNG, JPEG and WebP by their signatures', () => {
    expect(sniffFileType(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffFileType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe('jpeg');
    expect(sniffFileType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses everything else, including look-alikes and short input', () => {
    expect(sniffFileType(bytes('MZ', [0x90, 0, 3, 0]))).toBeNull(); // a Windows program
    expect(sniffFileType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull(); // audio, not WebP
    expect(sniffFileType(bytes('GIF89a'))).toBeNull();
    expect(sniffFileType(bytes('%PD'))).toBeNull();
    expect(sniffFileType(bytes([0x89], 'PNG'))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });
});

describe('sniffBlob', () => {
  it('reads the first bytes of a file whatever its name or declared type', async () => {
    const exe = new File([bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0])], 'photo.png', { type: 'image/png' });
    const pdf = new File([bytes('%PDF-1.4 rest of the file')], 'scan.bin', { type: 'application/octet-stream' });
    expect(await sniffBlob(exe)).toBeNull();
    expect(await sniffBlob(pdf)).toBe('pdf');
  });
});
