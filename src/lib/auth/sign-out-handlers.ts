// How the supabase-js client forgets its session and who carries the server revoke, registered by
// supabase.ts and the outbox (src/sync-jobs.ts). Like sign-out-hooks.ts it imports nothing, so
// sign-out.ts depends on it and the others register with it; kept apart so the landing page,
// which loads the hooks, does not carry these.

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
