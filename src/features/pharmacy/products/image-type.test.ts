import { describe, expect, it } from 'vitest';
import { sniffImage } from '@/features/pharmacy/products/image-type';

const blob = (...bytes: number[]) => new Blob([new Uint8Array(bytes)]);

describe('sniffImage', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', async () => {
    expect(await sniffImage(blob(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
    expect(await sniffImage(blob(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('png');
    const webp = [...'RIFF'].map((c) => c.charCodeAt(0)).concat([1, 2, 3, 4], [...'WEBP'].map((c) => c.charCodeAt(0)));
    expect(await sniffImage(blob(...webp))).toBe('webp');
  });

  it('refuses text, PDF and empty files whatever their name says', async () => {
    expect(await sniffImage(new File(['just some notes'], 'photo.png', { type: 'image/png' }))).toBeNull();
    expect(await sniffImage(new File(['%PDF-1.7'], 'scan.jpg', { type: 'image/jpeg' }))).toBeNull();
    expect(await sniffImage(blob())).toBeNull();
    // RIFF without WEBP is a WAV or AVI file.
    expect(await sniffImage(blob(0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45))).toBeNull();
  });
});
