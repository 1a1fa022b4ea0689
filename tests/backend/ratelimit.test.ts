// Send limits from [auth.rate_limit], lowered for this backend so the 429 shows.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { anonClient, DEMO, startBackend, type LocalBackend } from './helpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend({ rateLimits: { emailSent: 2, smsSent: 2 }, emailMaxFrequencySeconds: 0 });
});
afterAll(() => backend.stop());

test('the third e-mail within the hour is refused with 429 over_email_send_rate_limit', async () => {
  const client = anonClient(backend);
  for (let i = 0; i < 2; i++) {
    expect((await client.auth.resetPasswordForEmail(DEMO.patient.email)).error).toBeNull();
  }
  const { error } = await client.auth.signInWithOtp({ email: DEMO.patient.email });
  expect(error?.status).toBe(429);
  expect(error?.code).toBe('over_email_send_rate_limit');
  expect(error?.message).toBe('Email rate limit exceeded');
  expect(backend.inbox.list({ to: DEMO.patient.email })).toHaveLength(2);
});

test('the third SMS within the hour is refused with 429 over_sms_send_rate_limit', async () => {
  const client = anonClient(backend);
  const phone = '+2348000000000';
  for (let i = 0; i < 2; i++) expect((await client.auth.signInWithOtp({ phone })).error).toBeNull();
  const { error } = await client.auth.signInWithOtp({ phone });
  expect(error?.status).toBe(429);
  expect(error?.code).toBe('over_sms_send_rate_limit');
  expect(backend.inbox.list({ to: phone })).toHaveLength(2);
});

test('resetting the limiter lets sends through again', async () => {
  backend.resetRateLimits();
  expect((await anonClient(backend).auth.signInWithOtp({ phone: '+2348000000000' })).error).toBeNull();
});
