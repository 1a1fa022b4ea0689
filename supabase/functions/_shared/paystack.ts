// Paystack's HTTP API as the payment functions use it, and the webhook signature check. Imports
// nothing: it runs under Deno (hosted and locally) and in unit tests.

export interface PaystackSettings {
  /** The secret key (sk_test_... / sk_live_...): a function secret, never in the app or the repo. */
  secretKey: string;
  /** https://api.paystack.co, or the local stand-in. */
  baseUrl: string;
  fetch?: typeof fetch;
}

export interface PaystackAnswer<T> {
  ok: boolean;
  status: number;
  message: string;
  data: T | null;
}

/** One API call; never throws for an HTTP error (the answer says what happened). */
export async function paystack<T = Record<string, unknown>>(
  settings: PaystackSettings,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<PaystackAnswer<T>> {
  const doFetch = settings.fetch ?? fetch;
  const response = await doFetch(`${settings.baseUrl.replace(/\/$/, '')}${path}`, {
    method,
    headers: { Authorization: `Bearer ${settings.secretKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as { status?: boolean; message?: string; data?: T } | null;
  return {
    ok: response.ok && json?.status === true,
    status: response.status,
    message: json?.message ?? `HTTP ${response.status}`,
    data: json?.data ?? null,
  };
}

const encoder = new TextEncoder();

function toHex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** HMAC-SHA512 of the bytes with the secret key, as lower-case hex (how Paystack signs). */
export async function signBody(secretKey: string, body: Uint8Array): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secretKey), { name: 'HMAC', hash: 'SHA-512' }, false, ['sign']);
  return toHex(await crypto.subtle.sign('HMAC', key, body as BufferSource));
}

/** Compares every character whatever the first difference, so the time says nothing about the match. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  let diff = left.length ^ right.length;
  for (let i = 0; i < left.length; i += 1) diff |= left[i]! ^ (right[i % Math.max(right.length, 1)] ?? 0);
  return diff === 0;
}

/** True when `signature` (the x-paystack-signature header) is the HMAC-SHA512 of exactly these bytes. */
export async function signatureMatches(secretKey: string, body: Uint8Array, signature: string | null): Promise<boolean> {
  if (!signature) return false;
  return constantTimeEqual(await signBody(secretKey, body), signature.trim().toLowerCase());
}

export const CHANNELS = ['card', 'bank', 'ussd', 'bank_transfer'] as const;
