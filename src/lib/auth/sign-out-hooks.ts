// What a sign-out must also do, registered by the modules that keep per-user data (the outbox's
// wipe). This module imports nothing, so sign-out.ts depends on it and the others register with it:
// dependencies point one way, never back into the sign-out code. It is on the landing page's first
// load (src/lib/pwa/start.ts registers the wipe), so it stays this small: see sign-out-handlers.ts.

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
