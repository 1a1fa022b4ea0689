// The app's outbox: which kinds of job exist (each loaded only when one runs) and how the outbox
// meets the rest of the app. Loaded after the first paint by src/lib/pwa/start.ts.
import { readProfileHint } from '@/lib/auth/hint';
import type { SyncModule } from '@/lib/pwa/start';
import { enqueue, runOutbox } from '@/lib/sync/outbox';
import { PermanentError } from '@/lib/sync/errors';
import { registerJobKind, type JobKind, type StepContext } from '@/lib/sync/registry';
import { forgetSessionStart, rememberSessionStart, sessionStart } from '@/lib/sync/session-since';
import { claimGuestJobs, startOutbox } from '@/lib/sync/start';
import { unsentJobsOf, wipeUserData } from '@/lib/sync/wipe';
import { watchPrescriptionSubmissions } from '@/features/outbox/jobs/prescription-source';
import { DEVICE_OWNER } from '@/features/outbox/jobs/sign-out-revoke';
import type { RoleRowInput, SignUpInput, UploadDocumentInput } from '@/features/auth/steps/signup';

/** What the register screen queues: the form (password encrypted at rest) and the chosen document. */
export type SignUpJobInput = Omit<SignUpInput, 'password'> &
  Omit<RoleRowInput, 'userId' | 'documentPath'> & {
    password?: string;
    /** Fixed when queued, so every retry writes the same storage path. */
    timestamp: number;
    document?: Pick<UploadDocumentInput, 'file' | 'kind' | 'ext' | 'contentType'>;
  };

registerJobKind('prescription', () => import('@/features/outbox/jobs/prescription'));
registerJobKind('sign-out-revoke', () => import('@/features/outbox/jobs/sign-out-revoke'));
registerAccountJobs();

/**
 * Account calls, built from the auth feature's steps. Each step is idempotent; a password waits
 * encrypted and is deleted once the step that needs it succeeded.
 */
function needPassword(password: string | undefined): string {
  if (!password) throw new PermanentError('The password is no longer stored on this device. Please enter it again.');
  return password;
}

function registerAccountJobs() {
  const account = () => import('@/features/auth/steps/account');
  const signup = () => import('@/features/auth/steps/signup');
  const kind = <I,>(def: JobKind<I>) => def as unknown as JobKind<never>;

  registerJobKind('sign-up', async () => {
    const { signUpStep, uploadDocumentStep, insertRoleRowStep, sendConfirmationStep } = await signup();
    const { getSupabase } = await import('@/lib/supabase');
    const userIdOf = (ctx: StepContext) => (ctx.checkpoints.signUp as { userId: string }).userId;
    return kind<SignUpJobInput>({
      kind: 'sign-up',
      secretFields: ['password'],
      steps: [
        { name: 'signUp', releasesSecrets: true, run: (i) => signUpStep({ ...i, password: needPassword(i.password) }) },
        {
          name: 'uploadDocument',
          timeoutMs: 5 * 60_000,
          run: async (i, ctx) =>
            i.document
              ? uploadDocumentStep({ ...i.document, userId: userIdOf(ctx), role: i.role, timestamp: i.timestamp })
              : {},
        },
        {
          name: 'insertRoleRow',
          run: (i, ctx) =>
            insertRoleRowStep({
              ...i,
              userId: userIdOf(ctx),
              documentPath: (ctx.checkpoints.uploadDocument as { path?: string }).path,
            }),
        },
        { name: 'sendConfirmation', run: (i, ctx) => sendConfirmationStep({ ...i, userId: userIdOf(ctx) }) },
        // The new account may only sign in once confirmed: drop the session sign-up opened, locally,
        // without the sign-out wipe (nothing of a signed-in person is involved).
        { name: 'endSession', run: async () => (await getSupabase().auth.signOut({ scope: 'local' }), {}) },
      ],
    });
  });

  registerJobKind('sign-in', async () => {
    const { signInStep } = await account();
    const { rememberProfile } = await import('@/lib/auth/profile');
    const { getSupabase } = await import('@/lib/supabase');
    const { notices } = await import('@/features/auth/messages');
    return kind<{ email: string; password?: string }>({
      kind: 'sign-in',
      secretFields: ['password'],
      steps: [
        {
          name: 'signIn',
          releasesSecrets: true,
          run: async (i) => {
            const { userId, profile } = await signInStep({ email: i.email, password: needPassword(i.password) });
            if (!profile?.emailConfirmed) {
              await getSupabase().auth.signOut({ scope: 'local' });
              throw new PermanentError(profile ? notices.confirmFirst : notices.unexpected);
            }
            rememberProfile(profile);
            return { userId, role: profile.role };
          },
        },
      ],
    });
  });

  const single = <I,>(name: string, load: () => Promise<(input: I) => Promise<unknown>>) =>
    registerJobKind(name, async () => {
      const run = await load();
      return kind<I>({ kind: name, steps: [{ name: 'send', run }] });
    });
  single('resend-confirmation', async () => (await account()).resendConfirmationStep);
  single('password-reset', async () => (await account()).requestPasswordResetStep);
  single('send-otp', async () => (await import('@/features/auth/steps/logistics')).sendOtpStep);
}

export const startSync: SyncModule['startSync'] = async () => {
  watchPrescriptionSubmissions(enqueue);
  await startOutbox();
};

export const runFromWorker: SyncModule['runFromWorker'] = () => runOutbox({ force: true });

export const onSession: SyncModule['onSession'] = async (userId) => {
  if (!userId) return;
  rememberSessionStart(userId);
  // Only a confirmed account's sign-in takes over a guest's waiting jobs: registration also holds a
  // session for a moment, and must not adopt anything.
  if (readProfileHint()?.emailConfirmed && readProfileHint()?.userId === userId) await claimGuestJobs(userId);
};

export const unsentJobs: SyncModule['unsentJobs'] = async (userId) =>
  (await unsentJobsOf(userId, sessionStart(userId))).map(({ id, label }) => ({ id, label }));

export const onSignedOut: SyncModule['onSignedOut'] = async (userId) => {
  await wipeUserData(userId, sessionStart(userId));
  forgetSessionStart();
  // The server revoke waits in the outbox (encrypted) instead of being lost when offline.
  const { setSignOutRevokeScheduler } = await import('@/lib/auth/sign-out');
  setSignOutRevokeScheduler((input) =>
    enqueue({ kind: 'sign-out-revoke', owner: DEVICE_OWNER, label: 'End the signed-out session on the server', input }),
  );
};
