// Registration as an outbox job: sign up -> upload the document -> role row -> confirmation e-mail ->
// end the session. Each step is idempotent, so a retry after a lost answer resumes without a second
// account, file or row: sign-up signs in to an account its own earlier try created, the upload
// replaces the file at a path fixed when the job was queued, the role row is upserted on user_id.
// The queue-time timestamp doubles as the registration's request id (see signUpStep).
import { dropSession } from '@/lib/auth/sign-out';
import { classify, PermanentError } from '@/lib/sync/errors';
import type { JobKind, StepContext } from '@/lib/sync/registry';
import { notices } from '@/features/auth/messages';
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

export const signUpLabel = (role: string, email: string) => `Create ${role} account for ${email}`;

const userIdOf = (ctx: StepContext) => (ctx.checkpoints.signUp as { userId: string }).userId;

/** Once the account exists, a refusal ends the job: the session it opened goes too. */
function endingSessionOnRefusal<R>(run: () => Promise<R>): Promise<R> {
  return run().catch(async (error: unknown) => {
    if (classify(error) === 'permanent') await dropSession().catch(() => undefined);
    throw error;
  });
}

/**
 * The e-mail function answered with a failure: retrying would mail nothing better, so the job ends
 * with the spec's words. No answer at all (or "slow down") is tried again later.
 */
async function sendConfirmation(input: SignUpJobInput, ctx: StepContext) {
  try {
    return await sendConfirmationStep({ userId: userIdOf(ctx), email: input.email, fullName: input.fullName, role: input.role });
  } catch (error) {
    const status = error instanceof StepError ? error.status : undefined;
    if (!status || status === 408 || status === 429) throw error;
    // Confirmed meanwhile (an earlier try's e-mail arrived and was followed): nothing left to send.
    if (status === 409) return { sent: false, alreadyConfirmed: true };
    throw new PermanentError((error as Error).message === notices.tokenFailed ? notices.tokenFailed : notices.emailSendFailed);
  }
}

function needPassword(password: string | undefined): string {
  if (!password) throw new PermanentError('The password is no longer stored on this device. Please enter it again.');
  return password;
}

const signUpJob: JobKind<SignUpJobInput> = {
  kind: 'sign-up',
  secretFields: ['password'],
  steps: [
    {
      name: 'signUp',
      releasesSecrets: true,
      run: (i) =>
        signUpStep({
          email: i.email,
          password: needPassword(i.password),
          fullName: i.fullName,
          role: i.role,
          phone: i.phone,
          address: i.address,
          requestId: i.timestamp,
        }),
    },
    {
      name: 'uploadDocument',
      timeoutMs: 5 * 60_000,
      run: (i, ctx) =>
        endingSessionOnRefusal(async () =>
          i.document ? uploadDocumentStep({ ...i.document, userId: userIdOf(ctx), role: i.role, timestamp: i.timestamp }) : {},
        ),
    },
    {
      name: 'insertRoleRow',
      run: (i, ctx) =>
        endingSessionOnRefusal(() =>
          insertRoleRowStep({
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
    { name: 'sendConfirmation', run: (i, ctx) => endingSessionOnRefusal(() => sendConfirmation(i, ctx)) },
    // The new account may only sign in once confirmed: the session sign-up opened ends here,
    // without the sign-out wipe (nothing of a signed-in person is involved).
    { name: 'endSession', run: async () => (await dropSession(), {}) },
  ],
};

export default signUpJob;
