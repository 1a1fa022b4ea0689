// Signing in for tests, and the backend's view of what the app did (service role, inbox).
import { expect, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { apiUrl, inboxUrl } from './env';

export type Role = 'patient' | 'pharmacy' | 'doctor' | 'rider' | 'admin';

/** The seeded demo accounts (supabase/seed.sql), one per role, all confirmed. */
export const demoAccounts: Record<Role, string> = {
  patient: 'patient@magani.test',
  pharmacy: 'pharmacy@magani.test',
  doctor: 'doctor@magani.test',
  rider: 'rider@magani.test',
  admin: 'admin@magani.test',
};
export const demoPassword = 'Password123!';

// Supabase local's well-known demo keys, which supabase/local serves.
export const anonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const serviceRoleKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** Where the app keeps its session (src/lib/auth/storage.ts). */
export const AUTH_STORAGE_KEY = 'magani-auth';

/**
 * Signs the page in as a demo account of this role, the way the app stores a session (a password
 * grant, written where supabase-js reads it). The app's own guard then checks the role in profiles.
 * Call before the first `page.goto` of the guarded page.
 */
export async function signInAs(page: Page, role: Role): Promise<void> {
  await signInAsAccount(page, demoAccounts[role]);
}

/** The same for any account with the demo password (e.g. one made by createConfirmedAccount). */
export async function signInAsAccount(page: Page, email: string, password = demoPassword): Promise<void> {
  const res = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.ok, `${email} sign-in`).toBe(true);
  const session = await res.json();
  // Any page of the app's origin gives access to its storage; robots.txt is the cheapest.
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_STORAGE_KEY, JSON.stringify(session)] as const);
}

/** Signs in through the login form, as a person would. */
export async function signInThroughForm(page: Page, email: string, password: string, opts: { remember?: boolean } = {}) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (opts.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The stored session, from either storage area (null when signed out). */
export async function storedSession(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key) ?? sessionStorage.getItem(key), AUTH_STORAGE_KEY);
}

/** A supabase-js client with the service role, to check rows and files the app wrote. */
export function serviceClient() {
  return createClient(apiUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

export type InboxMessage = { to: string; subject: string; text: string; links: string[]; otp: string | null; createdAt: string };

/** The newest message to this address or phone number, waiting for it to arrive. */
export async function latestMessage(to: string, opts: { after?: string; timeout?: number } = {}): Promise<InboxMessage> {
  let found: InboxMessage | null = null;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${inboxUrl}/api/messages/latest?to=${encodeURIComponent(to)}`);
        found = res.ok ? ((await res.json()) as InboxMessage) : null;
        return Boolean(found && (!opts.after || found.createdAt > opts.after));
      },
      { timeout: opts.timeout ?? 10_000, message: `a message to ${to}` },
    )
    .toBe(true);
  return found as unknown as InboxMessage;
}

/** The path and query of a link (the backend names its own site URL; tests run on another port). */
export const localPath = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
};

/** A unique address per test run, so reruns against the same backend never collide. */
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ng`;

/** A fresh, confirmed account (sign-up through the API, then confirmed with the service role). */
export async function createConfirmedAccount(email: string, password: string, role: Exclude<Role, 'admin'> = 'patient', fullName = 'Test Person') {
  const res = await fetch(`${apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, data: { full_name: fullName, role } }),
  });
  expect(res.ok, 'sign-up').toBe(true);
  const body = (await res.json()) as { user?: { id: string }; id?: string };
  const userId = body.user?.id ?? body.id!;
  const { error } = await serviceClient().from('profiles').update({ email_confirmed: true }).eq('user_id', userId);
  expect(error).toBeNull();
  return userId;
}
