// Sign-in as an outbox job, so a person without a connection is signed in as soon as it returns.
import { loadSupabase } from '@/lib/auth/client';
import { rememberProfile } from '@/lib/auth/profile';
import { dropSession } from '@/lib/auth/sign-out';
import { PermanentError } from '@/lib/sync/errors';
import type { JobKind } from '@/lib/sync/registry';
import { notices } from '@/features/auth/messages';
import { signInStep } from '@/features/auth/steps/account';
import { finishRegistration } from '@/features/auth/steps/finish-registration';
import { translate } from '@/lib/i18n/i18n';
import { sharedMessages } from '@/features/auth/shared/shared.messages';

export type SignInJobInput = { email: string; password?: string };

/**
 * The request's name in the Pending view, in the language of the moment it is queued. No address in
 * it: a finished job stays listed for a while, also after a sign-out.
 */
export const signInLabel = () => translate(sharedMessages.signInLabel);

const signInJob: JobKind<SignInJobInput> = {
  kind: 'sign-in',
  secretFields: ['password'],
  steps: [
    {
      name: 'signIn',
      releasesSecrets: true,
      // The result holds the role only (where to go next), nothing that names the person.
      run: async ({ email, password }) => {
        if (!password) throw new PermanentError(notices.passwordGone);
        const { profile } = await signInStep({ email, password });
        if (!profile?.emailConfirmed) {
          // The account has not followed its link yet: finish whatever its registration left
          // undone (role row, the e-mail), then leave no session behind.
          if (profile) await finishRegistration(await loadSupabase()).catch((error: unknown) => console.warn('Registration not finished', error));
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
