import { describe, expect, it } from 'vitest';
import { appPath } from './push';

describe('the screen a tapped push opens', () => {
  it('opens paths inside the app, with their query', () => {
    expect(appPath('/orders/track?id=ORD-2026-000001')).toBe('/orders/track?id=ORD-2026-000001');
    expect(appPath('/consultations/room/5b1f')).toBe('/consultations/room/5b1f');
  });
  it('opens the home screen for anything that would leave the app or is not a path', () => {
    for (const url of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null, 42]) {
      expect(appPath(url), String(url)).toBe('/');
    }
  });
});
