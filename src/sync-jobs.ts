// The app's outbox: which kinds of job exist (each loaded only when one runs) and how the outbox
// meets the rest of the app. Loaded by src/lib/pwa/start.ts once a visit needs it (work queued, a
// session, a page opening IndexedDB); a guest's visit with nothing queued never loads it.
import { readProfileHint } from '@/lib/auth/hint';
import { setSignOutRevokeScheduler } from '@/lib/auth/sign-out-handlers';
import type { SyncModule } from '@/lib/pwa/start';
import { enqueue, runOutbox, stopJobs } from '@/lib/sync/outbox';
import { registerJobKind } from '@/lib/sync/registry';
import { forgetSessionStart, rememberSessionStart, sessionStart } from '@/lib/sync/session-since';
import { adoptGuestRows, takeDroppedCount, wipeOtherAccounts } from '@/lib/sync/handover';
import { notify } from '@/lib/notify';
import { claimGuestJobs, startOutbox } from '@/lib/sync/start';
import { unsentJobsOf, wipeUserData } from '@/lib/sync/wipe';
import { DEVICE_OWNER } from '@/features/pending/jobs/sign-out-revoke';

export type { SignUpJobInput } from '@/features/auth/jobs/sign-up';

// Queued by the upload screen itself, with the submission it sends (see features/prescriptions).
registerJobKind('prescription', () => import('@/features/prescriptions/upload-job'));
registerJobKind('sign-out-revoke', () => import('@/features/pending/jobs/sign-out-revoke'));
// Checkout: one job per order attempt, keyed by its idempotency key (see place_order).
registerJobKind('place-order', () => import('@/features/orders/checkout/place-order-job'));
// A chat message typed in a consultation room (sent once, by its client id, however often tried).
registerJobKind('consultation-message', () => import('@/features/consultations/room/message-job'));
registerJobKind('contact-message', () => import('@/features/marketing/contact/contact-job'));

// Account calls (src/features/auth/jobs): idempotent steps; a password waits encrypted and is
// deleted once the step that needs it succeeded.
registerJobKind('sign-up', () => import('@/features/auth/jobs/sign-up'));
registerJobKind('sign-in', () => import('@/features/auth/jobs/sign-in'));
const requests = () => import('@/features/auth/jobs/requests');
registerJobKind('password-reset', async () => (await requests()).passwordResetJob);
registerJobKind('resend-confirmation', async () => (await requests()).resendConfirmationJob);
registerJobKind('send-otp', async () => (await requests()).sendOtpJob);
registerJobKind('logistics-provider', async () => (await requests()).providerJob);

export const startSync: SyncModule['startSync'] = async () => {
  await startOutbox();
};

export const runFromWorker: SyncModule['runFromWorker'] = () => runOutbox({ force: true });

// Once per tab, a patient's online visit keeps the pharmacy list for uploads on the device, so the
// upload screen can queue a prescription offline even if it was never opened online.
let pharmaciesKept = false;
function keepPharmacyList() {
  const role = readProfileHint()?.role;
  if (pharmaciesKept || (role && role !== 'patient') || !navigator.onLine) return;
  pharmaciesKept = true;
  void import('@/lib/prescriptions/pharmacy-list')
    .then((m) => m.fetchApprovedPharmacies())
    .catch(() => {
      pharmaciesKept = false;
    });
}

export const onSession: SyncModule['onSession'] = async (userId) => {
  if (!userId) return;
  rememberSessionStart(userId);
  keepPharmacyList();
  // Someone else's rows (a browser closed without signing out) go before this person sees anything.
  await wipeOtherAccounts(userId);
  // This person's own unsent work removed earlier by someone else's sign-in: they are told once.
  const dropped = await takeDroppedCount(userId).catch(() => 0);
  if (dropped) {
    void notify({
      title: 'Something you saved on this phone was not sent',
      message: `${dropped === 1 ? 'One item' : `${dropped} items`} you saved here offline went unsent when someone else signed in on this device. Please send again.`,
      color: 'yellow',
      autoClose: false,
    });
  }
  // Only a confirmed account's sign-in takes over a guest's cart and waiting jobs: a refused
  // sign-in of an unconfirmed account holds a session for a moment, and must not adopt anything.
  if (readProfileHint()?.emailConfirmed && readProfileHint()?.userId === userId) {
    await adoptGuestRows(userId);
    await claimGuestJobs(userId);
  }
};

export const unsentJobs: SyncModule['unsentJobs'] = async (userId) =>
  (await unsentJobsOf(userId, sessionStart(userId))).map(({ id, label }) => ({ id, label }));

export const onSignedOut: SyncModule['onSignedOut'] = async (userId) => {
  // Uploads in flight stop now and remove what they had sent, before the session is revoked.
  await stopJobs((owner) => owner === userId);
  await wipeUserData(userId, sessionStart(userId));
  forgetSessionStart();
  // The server revoke waits in the outbox (encrypted) instead of being lost when offline.
  setSignOutRevokeScheduler((input) =>
    enqueue({ kind: 'sign-out-revoke', owner: DEVICE_OWNER, label: 'End the signed-out session on the server', input }),
  );
};
