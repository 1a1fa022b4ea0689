import { signOutRevokeStep, type RevokeInput } from '@/lib/auth/sign-out';
import { DEVICE } from '@/lib/db';
import type { JobKind } from '@/lib/sync/registry';

/** Rows of this owner survive every sign-out wipe: the revoke must outlive the session it ends. */
export const DEVICE_OWNER = DEVICE;

/** Ends a signed-out session on the server; the tokens wait encrypted until then. */
const signOutRevokeJob: JobKind<RevokeInput> = {
  kind: 'sign-out-revoke',
  secretFields: ['accessToken', 'refreshToken'],
  steps: [
    {
      name: 'revoke',
      releasesSecrets: true,
      run: async (input) => {
        // Both tokens gone means the job was interrupted after revoking: nothing left to do.
        if (!input.accessToken) return { revoked: true };
        return signOutRevokeStep(input);
      },
    },
  ],
};

export default signOutRevokeJob;
