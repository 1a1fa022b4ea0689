import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import { rememberProfileHint } from '@/lib/auth/hint';
import { notices } from '@/features/auth/messages';
import type { LogisticsSignup } from '@/features/auth/schemas';
import type { SendOtpResult } from '@/features/auth/steps/logistics';
import { verifyOtpStep } from '@/features/auth/steps/logistics';
import { StepError } from '@/features/auth/steps/step-error';
import { cancelWaitingJobs } from '@/features/auth/shared/outbox';
import { useAccountJob } from '@/features/auth/shared/useAccountJob';
import { formatPhone } from '@/lib/format-phone';
import { translate } from '@/lib/i18n/i18n';
import { sharedMessages } from '@/features/auth/shared/shared.messages';
import { logisticsMessages as m } from '@/features/auth/logistics/logistics.messages';

export const UPGRADE_PATH = '/dashboard/logistics/upgrade';

export type Stage = 'details' | 'code' | 'email';
export type Problem = { title: string; message: string } | null;

const reason = (e: unknown) => (e instanceof Error && e.message ? e.message : notices.unexpected);
const offline = () => navigator.onLine === false;

export function useLogisticsSignup() {
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>('details');
  const [verifying, setVerifying] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [sentFor, setSentFor] = useState<LogisticsSignup | null>(null);
  const [codesSent, setCodesSent] = useState(0);
  const [repeated, setRepeated] = useState(false);
  const sending = useAccountJob();
  const creating = useAccountJob();

  /** SMS first; when the SMS cannot go out, an e-mail sign-in link instead. Offline, it waits. */
  async function sendCode(details: LogisticsSignup) {
    setProblem(null);
    // A newer code replaces an older one: only the latest request for a code is kept.
    await cancelWaitingJobs('send-otp').catch(() => undefined);
    await sending.run(
      {
        kind: 'send-otp',
        label: translate(sharedMessages.sendCodeLabel, { phone: formatPhone(details.phone) }),
        input: { phone: details.phone, email: details.email, emailRedirectTo: `${window.location.origin}/` },
      },
      {
        onDone: (result) => {
          setSentFor(details);
          setCodesSent((n) => n + 1);
          setRepeated(Boolean((result.send as { repeat?: boolean }).repeat));
          // Shown beside the form (not as a toast): the person stays here and acts on it.
          setStage((result.send as SendOtpResult).channel === 'sms' ? 'code' : 'email');
        },
        onFailed: (message) => setProblem({ title: notices.otpFailedTitle, message }),
      },
    );
  }

  async function created() {
    // One line without a title: the notice outlives the page change and must read on its own.
    notify({ message: notices.providerWelcome });
    await navigate({ to: UPGRADE_PATH });
  }

  /** Checks the code (online only: it is short-lived), then creates the tier 1 provider row. */
  async function verifyAndCreate(code: string) {
    if (!sentFor) return;
    setProblem(null);
    if (offline()) return setProblem({ title: translate(sharedMessages.offlineTitle), message: translate(m.codeOnlineRetry) });
    setVerifying(true);
    let userId: string;
    try {
      ({ userId } = await verifyOtpStep({ phone: sentFor.phone, code }));
    } catch (e) {
      setVerifying(false);
      const refused = e instanceof StepError && e.status !== undefined && e.status >= 400;
      if (refused && e.message !== notices.loginFailed) return setProblem({ title: notices.invalidCodeTitle, message: reason(e) });
      return setProblem({ title: notices.loginFailedTitle, message: notices.loginFailed });
    }
    setVerifying(false);
    rememberProfileHint({ userId, role: 'logistics', dashboard: UPGRADE_PATH, emailConfirmed: false });
    // The provider row belongs to the new account: a sign-out before it is sent lists it.
    await creating.run(
      {
        kind: 'logistics-provider',
        owner: userId,
        label: translate(sharedMessages.providerLabel),
        input: { userId, ...sentFor, verifiedAt: new Date().toISOString() },
      },
      { onDone: created, onFailed: (message) => setProblem({ title: notices.signupErrorTitle, message }) },
    );
  }

  const editDetails = () => {
    void sending.cancel();
    setStage('details');
    setProblem(null);
  };

  return {
    stage,
    busy: sending.busy || verifying || creating.busy,
    sendQueued: sending.queued,
    createQueued: creating.queued,
    problem,
    sendCode,
    verifyAndCreate,
    editDetails,
    sentFor,
    /** More than one code went out (asked again, or a retry could not know the first arrived). */
    newestCode: codesSent > 1 || repeated,
  };
}
