// Registration as an outbox job: sign up -> upload the document -> role row -> confirmation e-mail ->
// end the session. Each step is idempotent, so a retry after a lost answer resumes without a second
// account, file or row: sign-up signs in to an account its own earlier try created, the upload
// replaces the file at a path fixed when the job was queued, the role row is upserted on user_id.
// The queue-time timestamp doubles as the registration's request id (see signUpStep).
//
// Every step runs as the new account, in a client of the job's own: never with the tab's session
// or another queued registration's. After a reload that client signs in again with the job's own
// password, which stays encrypted on the device until the registration is complete.
import type { Supabase } from '@/lib/auth/client';
import { classify, PermanentError } from '@/lib/sync/errors';
import { forceRefresh, forgetPrivateClient, privateClient } from '@/lib/sync/job-client';
import type { JobKind, StepContext } from '@/lib/sync/registry';
import { translate } from '@/lib/i18n/i18n';
import { notices } from '@/features/auth/messages';
import { sharedMessages } from '@/features/auth/shared/shared.messages';
import {
  insertRoleRowStep,
  sendConfirmationStep,
  signUpStep,
  uploadDocumentStep,
  type RoleRowInput,
  type SignUpInput,
  type UploadDocumentInput,
} from '@/features/auth/steps/signup';
import { StepError } from '@/features/auth/steps/step-error';

/** What the register screen queues: the form (the password is encrypted at rest) and the document. */
export type SignUpJobInput = Omit<SignUpInput, 'password' | 'requestId'> &
  Omit<RoleRowInput, 'userId' | 'documentPath'> & {
    password?: string;
    /** Fixed when queued, so every retry writes the same storage path. */
    timestamp: number;
    document?: Pick<UploadDocumentInput, 'file' | 'kind' | 'ext' | 'contentType'>;
  };

const signUpLabels = {
  patient: sharedMessages.signUpPatient,
  pharmacy: sharedMessages.signUpPharmacy,
  doctor: sharedMessages.signUpDoctor,
  rider: sharedMessages.signUpRider,
} as const;

/** The request's name in the Pending view, in the language of the moment it is queued. */
export const signUpLabel = (role: keyof typeof signUpLabels, email: string) => translate(signUpLabels[role], { email });

const userIdOf = (ctx: StepContext) => (ctx.checkpoints.signUp as { userId: string }).userId;

/** The job's own client, signed in as the account this registration created. */
async function asAccount(input: SignUpJobInput, ctx: StepContext): Promise<Supabase> {
  const supabase = await privateClient(ctx.jobId);
  const { data } = await supabase.auth.getSession();
  if (data.session?.user.id === userIdOf(ctx)) return supabase;
  const { data: signedIn, error } = await supabase.auth.signInWithPassword({ email: input.email, password: needPassword(input.password) });
  if (error) throw error;
  if (signedIn.user?.id !== userIdOf(ctx)) throw new PermanentError(notices.unexpected);
  return supabase;
}

/** Once the account exists, a refusal ends the job: the session it opened goes too. */
function endingSessionOnRefusal<R>(ctx: StepContext, run: () => Promise<R>): Promise<R> {
  return run().catch(async (error: unknown) => {
    if (classify(error) === 'permanent') await endSession(ctx).catch(() => undefined);
    throw error;
  });
}

async function endSession(ctx: StepContext) {
  const supabase = await privateClient(ctx.jobId);
  await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
  forgetPrivateClient(ctx.jobId);
}

/**
 * The e-mail function answered with a failure: retrying would mail nothing better, so the job ends
 * with the spec's words. No answer at all (or "slow down") is tried again later.
 */
async function sendConfirmation(input: SignUpJobInput, ctx: StepContext) {
  try {
    return await sendConfirmationStep(await asAccount(input, ctx), { userId: userIdOf(ctx), email: input.email, fullName: input.fullName, role: input.role });
  } catch (error) {
    const status = error instanceof StepError ? error.status : undefined;
    // "Too soon" for an account this job has just created: an earlier try of this step did send
    // the e-mail and only its answer was lost. Sending again would cancel that link.
    if (status === 429 && /another confirmation e-mail/.test((error as Error).message)) return { sent: true, alreadySent: true };
    if (!status || status === 408 || status === 429) throw error;
    // Confirmed meanwhile (an earlier try's e-mail arrived and was followed): nothing left to send.
    if (status === 409) return { sent: false, alreadyConfirmed: true };
    throw new PermanentError((error as Error).message === notices.tokenFailed ? notices.tokenFailed : notices.emailSendFailed);
  }
}

function needPassword(password: string | undefined): string {
  if (!password) throw new PermanentError(notices.passwordGone);
  return password;
}

const signUpJob: JobKind<SignUpJobInput> = {
  kind: 'sign-up',
  secretFields: ['password'],
  steps: [
    {
      name: 'signUp',
      run: async (i, ctx) =>
        signUpStep(await privateClient(ctx.jobId), {
          email: i.email,
          password: needPassword(i.password),
          fullName: i.fullName,
          role: i.role,
          phone: i.phone,
          address: i.address,
          requestId: i.timestamp,
          roleDetails: {
            pharmacy_name: i.pharmacyName,
            license_number: i.licenseNumber,
            specialty: i.specialty,
            vehicle_info: i.vehicleInfo,
          },
        }),
    },
    {
      name: 'uploadDocument',
      timeoutMs: 5 * 60_000,
      run: (i, ctx) =>
        endingSessionOnRefusal(ctx, async () =>
          i.document
            ? uploadDocumentStep(await asAccount(i, ctx), { ...i.document, userId: userIdOf(ctx), role: i.role, timestamp: i.timestamp })
            : {},
        ),
    },
    {
      name: 'insertRoleRow',
      run: (i, ctx) =>
        endingSessionOnRefusal(ctx, async () =>
          insertRoleRowStep(await asAccount(i, ctx), {
            userId: userIdOf(ctx),
            role: i.role,
            fullName: i.fullName,
            phone: i.phone,
            address: i.address,
            pharmacyName: i.pharmacyName,
            licenseNumber: i.licenseNumber,
            specialty: i.specialty,
            vehicleInfo: i.vehicleInfo,
            documentPath: (ctx.checkpoints.uploadDocument as { path?: string } | null)?.path,
          }),
        ),
    },
    // An e-mail leaves the building: a slow answer is waited for, never sent a second time.
    { name: 'sendConfirmation', sideEffect: true, run: (i, ctx) => endingSessionOnRefusal(ctx, () => sendConfirmation(i, ctx)) },
    // The new account may only sign in once confirmed: its session ends here (the tab's own
    // session, if any, was never touched). The password goes with the job.
    { name: 'endSession', releasesSecrets: true, run: async (_i, ctx) => (await endSession(ctx), {}) },
  ],
  renewSession: async (i, ctx) => {
    const supabase = await privateClient(ctx.jobId);
    // A dead refresh token: the job's own password signs in again.
    await forceRefresh(supabase).catch(async () => {
      await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
      await asAccount(i, ctx);
    });
  },
};

export default signUpJob;
