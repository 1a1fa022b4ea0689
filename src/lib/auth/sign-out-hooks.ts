// What a sign-out must also do, registered by whoever knows how: the modules that keep per-user data
// (the outbox's wipe), the supabase-js client (forget its in-memory session) and the outbox (carry
// the server revoke while offline). This module imports nothing, so sign-out.ts depends on it and
// the others register with it: dependencies point one way, never back into the sign-out code.

/**
 * Called on every sign-out, after the local session is gone and before the server revoke, with the
 * id of the account that signed out. Register where per-user data lives (IndexedDB rows, caches) so
 * nothing of that person stays readable on a shared device. Returns an unregister function.
 * Register at app start-up: a module that is never loaded cannot wipe anything.
 */
export type SignOutHook = (userId: string | undefined) => void | Promise<void>;

const hooks = new Set<SignOutHook>();

export function onSignOut(hook: SignOutHook): () => void {
  hooks.add(hook);
  return () => {
    hooks.delete(hook);
  };
}

/** Runs every hook; one failing hook never stops the others or the sign-out itself. */
export async function runSignOutHooks(userId: string | undefined): Promise<void> {
  const results = await Promise.allSettled([...hooks].map(async (hook) => hook(userId)));
  for (const r of results) if (r.status === 'rejected') console.error('A sign-out hook failed', r.reason);
}

let clientSignOut: (() => Promise<unknown>) | undefined;

/** supabase.ts registers how its client forgets the session, so sign-out never has to load it. */
export function registerClientSignOut(fn: () => Promise<unknown>) {
  clientSignOut = fn;
}

/** Makes a loaded client forget its session (nothing to do when supabase-js was never loaded). */
export const signOutClient = (): Promise<unknown> => clientSignOut?.() ?? Promise.resolve();

/** What the server revoke needs; serialisable, so it can wait in the outbox. */
export type RevokeInput = { accessToken: string; refreshToken?: string };
type Scheduler = (input: RevokeInput) => void | Promise<unknown>;
let scheduler: Scheduler | undefined;

/** Lets the outbox take over the server revoke (e.g. queue it while offline). */
export function setSignOutRevokeScheduler(next: Scheduler) {
  scheduler = next;
}

/** The registered scheduler, if any (sign-out.ts revokes directly otherwise). */
export const revokeScheduler = (): Scheduler | undefined => scheduler;
