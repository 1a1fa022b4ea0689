// The webhook signature check and the return-address rule of the payment functions.
import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { constantTimeEqual, signatureMatches } from './paystack';
import { returnUrl } from './payments';

const KEY = 'sk_test_unit_0000000000000000';
const body = new TextEncoder().encode('{"event":"charge.success","data":{"reference":"MGN-1","amount":175000}}');
const paystackSignature = createHmac('sha512', KEY).update(body).digest('hex');

describe('signatureMatches', () => {
  test('accepts the HMAC-SHA512 Paystack sends, upper or lower case', async () => {
    expect(await signatureMatches(KEY, body, paystackSignature)).toBe(true);
    expect(await signatureMatches(KEY, body, paystackSignature.toUpperCase())).toBe(true);
  });

  test('refuses another key, other bytes, a cut or missing signature', async () => {
    expect(await signatureMatches('sk_test_other', body, paystackSignature)).toBe(false);
    const changed = new TextEncoder().encode('{"event":"charge.success","data":{"reference":"MGN-1","amount":175001}}');
    expect(await signatureMatches(KEY, changed, paystackSignature)).toBe(false);
    expect(await signatureMatches(KEY, body, paystackSignature.slice(0, 64))).toBe(false);
    expect(await signatureMatches(KEY, body, null)).toBe(false);
    expect(await signatureMatches(KEY, body, '')).toBe(false);
  });

  test('constantTimeEqual compares whole strings', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', 'a')).toBe(false);
  });
});

describe('returnUrl', () => {
  const settings = { siteUrl: 'https://magani.ng', returnOrigins: ['http://127.0.0.1:*'] };
  test('keeps an allowed origin and always uses the payment page path', () => {
    expect(returnUrl(settings, 'https://magani.ng/cart/checkout?x=1')).toBe('https://magani.ng/orders/payment');
    expect(returnUrl(settings, 'http://127.0.0.1:4243/cart/checkout')).toBe('http://127.0.0.1:4243/orders/payment');
  });
  test('sends any other address to the site', () => {
    for (const asked of ['https://evil.example/steal', 'http://localhost:4173/', 'javascript:alert(1)', 42, undefined]) {
      expect(returnUrl(settings, asked)).toBe('https://magani.ng/orders/payment');
    }
  });
});
