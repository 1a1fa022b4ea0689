// Sign-in as an outbox job, so a person without a connection is signed in as soon as it returns.
import { rememberProfile } from '@/lib/auth/profile';
import { dropSession } from '@/lib/auth/sign-out';
import { PermanentError } from '@/lib/sync/errors';
import type { JobKind } from '@/lib/sync/registry';
import { notices } from '@/features/auth/messages';
import { signInStep } from '@/features/auth/steps/account';

export type SignInJobInput = { email: string; password?: string };

/** No address in the label: a finished job stays listed for a while, also after a sign-out. */
export const SIGN_IN_LABEL = 'Sign in to your account';

const signInJob: JobKind<SignInJobInput> = {
  kind: 'sign-in',
  secretFields: ['password'],
  steps: [
    {
      name: 'signIn',
      releasesSecrets: true,
      // The result holds the role only (where to go next), nothing that names the person.
      run: async ({ email, password }) => {
        if (!password) throw new PermanentError('The password is no longer stored on this device. Please enter it again.');
        const { profile } = await signInStep({ email, password });
        if (!profile?.emailConfirmed) {
          // The account has not followed its link yet (or has no profile): leave no session behind.
          await dropSession();
          throw new PermanentError(profile ? notices.confirmFirst : notices.unexpected);
        }
        rememberProfile(profile);
        return { role: profile.role };
      },
    },
  ],
};

export default signInJob;
