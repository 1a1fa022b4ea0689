import { describe, expect, it } from 'vitest';
import { sniffDocument } from '@/features/auth/register/file-kind';

const file = (bytes: number[], name: string) => new File([new Uint8Array(bytes)], name);

describe('sniffDocument', () => {
  it('reads the type from the content', async () => {
    expect(await sniffDocument(file([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37], 'licence.pdf'))).toEqual({ mime: 'application/pdf', ext: 'pdf' });
    expect(await sniffDocument(file([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'scan.PNG'))).toEqual({ mime: 'image/png', ext: 'png' });
    expect(await sniffDocument(file([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'photo.jpeg'))).toEqual({ mime: 'image/jpeg', ext: 'jpeg' });
    expect(await sniffDocument(file([0xff, 0xd8, 0xff, 0xe1, 0, 0x10], 'photo'))).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
  });
  it('refuses a renamed file', async () => {
    expect(await sniffDocument(file([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0], 'licence.pdf'))).toBeNull();
    expect(await sniffDocument(file([], 'empty.png'))).toBeNull();
  });
  it('refuses an image type the licences bucket does not take', async () => {
    const webp = [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
    expect(await sniffDocument(file(webp, 'licence.png'))).toBeNull();
  });
});
