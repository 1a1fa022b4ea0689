import { describe, expect, it } from 'vitest';
import { BlockedError, classify, messageOf, PermanentError } from '@/lib/sync/errors';

const withStatus = (status: number | string, message = 'x') => Object.assign(new Error(message), { status });

describe('classify', () => {
  it('retries what the network or an overloaded server caused', () => {
    expect(classify(new TypeError('Failed to fetch'))).toBe('transient');
    expect(classify({ name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 })).toBe('transient');
    expect(classify({ message: 'TypeError: fetch failed', code: '', details: '' })).toBe('transient');
    for (const status of [500, 502, 503, 504, 429, 408]) expect(classify(withStatus(status)), String(status)).toBe('transient');
    expect(classify({ message: 'upstream', statusCode: '503' })).toBe('transient');
  });

  it('stops on what the server refused', () => {
    expect(classify(withStatus(400, 'User already registered'))).toBe('permanent');
    expect(classify(withStatus(422))).toBe('permanent');
    expect(classify(withStatus(403))).toBe('permanent');
    expect(classify({ message: 'duplicate key', code: '23505' })).toBe('permanent');
    expect(classify({ message: 'bad', context: { status: 400 } })).toBe('permanent');
    expect(classify(new PermanentError('no'))).toBe('permanent');
  });

  it('waits for the device when a step says it is blocked', () => {
    expect(classify(new BlockedError('Waiting for you to sign in.'))).toBe('blocked');
  });

  it('keeps retrying what it cannot recognise rather than dropping it', () => {
    expect(classify(new Error('Something odd'))).toBe('transient');
  });
});

describe('messageOf', () => {
  it('shows the server’s own words', () => {
    expect(messageOf(withStatus(400, 'User already registered'))).toBe('User already registered');
    expect(messageOf({ error_description: 'Invalid login credentials' })).toBe('Invalid login credentials');
    expect(messageOf(null)).toBe('Something went wrong');
  });
});
