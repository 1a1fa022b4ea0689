// Shared set-up for backend tests: an in-memory local backend on free ports and
// real supabase-js clients pointed at it, exactly as the app creates them.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startLocalBackend, type LocalBackend, type LocalBackendOptions } from '../../supabase/local/server.mjs';
import { createTestDatabase } from './pg-database';

export type { LocalBackend };

export const DEMO_PASSWORD = 'Password123!';
export const DEMO = {
  patient: { id: '11111111-1111-4111-8111-111111111111', email: 'patient@magani.test' },
  pharmacy: { id: '22222222-2222-4222-8222-222222222222', email: 'pharmacy@magani.test' },
  doctor: { id: '33333333-3333-4333-8333-333333333333', email: 'doctor@magani.test' },
  rider: { id: '44444444-4444-4444-8444-444444444444', email: 'rider@magani.test' },
  admin: { id: '55555555-5555-4555-8555-555555555555', email: 'admin@magani.test' },
} as const;

/** A backend on free ports: on PGlite, or on a fresh PostgreSQL database in the PostgreSQL run. */
export async function startBackend(given: LocalBackendOptions = {}): Promise<LocalBackend> {
  // A test file signs in far more often from 127.0.0.1 than config.toml's 30 per 5 minutes;
  // abuse-limits.test.ts checks that limit with its own backend.
  const options = { ...given, rateLimits: { signInSignUps: 100_000, ...given.rateLimits } };
  const database = options.dbUrl ? null : await createTestDatabase();
  if (!database) return startLocalBackend({ port: 0, ...options });
  const backend = await startLocalBackend({ port: 0, dbUrl: database.url, hostedRoles: database.hostedRoles, ...options }).catch(async (err) => {
    await database.drop();
    throw err;
  });
  const stop = backend.stop;
  return { ...backend, stop: () => stop().then(database.drop) };
}

/** A client with the anon key, like the browser app before sign-in. */
export function anonClient(backend: LocalBackend): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

/** A client with the service role key, like an edge function or an operator script. */
export function serviceClient(backend: LocalBackend): SupabaseClient {
  return createClient(backend.url, backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

export async function signedIn(backend: LocalBackend, email: string, password = DEMO_PASSWORD) {
  const client = anonClient(backend);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.user) throw new Error(`sign-in failed for ${email}: ${error?.message}`);
  return { client, user: data.user, session: data.session };
}

let counter = 0;
/** A unique address per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.test`;
}

/** Registers a new account the way the registration screen does. */
export async function signUp(backend: LocalBackend, role: string, fullName = 'Test User', extra: Record<string, string> = {}) {
  const client = anonClient(backend);
  const email = uniqueEmail(role);
  const { data, error } = await client.auth.signUp({
    email,
    password: DEMO_PASSWORD,
    options: { data: { full_name: fullName, role, ...extra } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return { client, user: data.user, email };
}

/** Marks the account's address confirmed, as its confirmation link would. */
export async function confirmEmail(backend: LocalBackend, userId: string) {
  await backend.sql('update public.profiles set email_confirmed = true, confirmation_token = null where user_id = $1', [userId]);
}

/** A new patient account whose address is confirmed (what prescriptions need). */
export async function confirmedPatient(backend: LocalBackend) {
  const account = await signUp(backend, 'patient');
  await confirmEmail(backend, account.user.id);
  return account;
}

let phoneCounter = 0;
/** A new account signed in by SMS code to a fresh number, as a logistics provider starts. */
export async function phoneAccount(backend: LocalBackend) {
  phoneCounter += 1;
  const phone = `+23480${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneCounter).padStart(2, '0')}`;
  const client = anonClient(backend);
  const sent = await client.auth.signInWithOtp({ phone });
  if (sent.error) throw new Error(`SMS send failed: ${sent.error.message}`);
  const code = backend.inbox.latest(phone)?.otp ?? '';
  const { data, error } = await client.auth.verifyOtp({ phone, token: code, type: 'sms' });
  if (error || !data.user) throw new Error(`SMS verify failed: ${error?.message}`);
  return { client, user: data.user, phone };
}

export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
/** The first bytes of a Windows executable ("MZ" header). */
export const EXE_BYTES = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);

export const pdf = (bytes: Uint8Array = PDF_BYTES) => new Blob([bytes as BlobPart], { type: 'application/pdf' });

/** An approved pharmacy's id (what a prescription must be sent to), other than the given owner's. */
export async function approvedPharmacyId(backend: LocalBackend, notOwner = '00000000-0000-0000-0000-000000000000') {
  const rows = await backend.sql(
    `select id::text from public.pharmacies where status = 'approved' and user_id <> $1 order by name limit 1`, [notOwner]);
  return rows[0]!.id as string;
}
