import { describe, expect, it } from 'vitest';
import { safeRedirect } from '@/lib/auth/guards';

describe('safeRedirect', () => {
  it('keeps same-site paths only', () => {
    expect(safeRedirect('/admin/users?tab=1')).toBe('/admin/users?tab=1');
    expect(safeRedirect('//evil.example/')).toBeUndefined();
    expect(safeRedirect('https://evil.example/')).toBeUndefined();
    expect(safeRedirect('/\\evil.example')).toBeUndefined();
    expect(safeRedirect(undefined)).toBeUndefined();
  });
});
