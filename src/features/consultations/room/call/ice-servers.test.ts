import { describe, expect, test } from 'vitest';
import { parseIceServers } from '@/features/consultations/room/call/ice-servers';

describe('parseIceServers', () => {
  test('empty or missing means no servers', () => {
    expect(parseIceServers(undefined)).toEqual([]);
    expect(parseIceServers('  ')).toEqual([]);
  });
  test('keeps well-formed servers, drops the rest', () => {
    const raw = JSON.stringify([{ urls: 'stun:stun.example.ng:3478' }, { urls: ['turn:a', 'turn:b'], username: 'u', credential: 'p' }, { url: 'x' }, 4]);
    expect(parseIceServers(raw)).toEqual([{ urls: 'stun:stun.example.ng:3478' }, { urls: ['turn:a', 'turn:b'], username: 'u', credential: 'p' }]);
  });
  test('a broken value is ignored', () => {
    expect(parseIceServers('[{urls:')).toEqual([]);
    expect(parseIceServers('{"urls":"stun:x"}')).toEqual([]);
  });
});
