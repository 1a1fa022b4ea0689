import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import { rememberProfileHint } from '@/lib/auth/hint';
import { notices } from '@/features/auth/messages';
import type { LogisticsSignup } from '@/features/auth/schemas';
import { sendOtpStep, upsertProviderStep, verifyOtpStep } from '@/features/auth/steps/logistics';
import { StepError } from '@/features/auth/steps/step-error';

export const UPGRADE_PATH = '/dashboard/logistics/upgrade';

export type Stage = 'details' | 'code' | 'email';
export type Problem = { title: string; message: string } | null;

const reason = (e: unknown) => (e instanceof Error && e.message ? e.message : notices.unexpected);

export function useLogisticsSignup() {
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>('details');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [sentFor, setSentFor] = useState<LogisticsSignup | null>(null);

  /** SMS first; when the SMS cannot go out, an e-mail sign-in link instead. */
  async function sendCode(details: LogisticsSignup) {
    setBusy(true);
    setProblem(null);
    try {
      const sent = await sendOtpStep({ phone: details.phone, email: details.email, emailRedirectTo: `${window.location.origin}/` });
      setSentFor(details);
      // Shown beside the form (not as a toast): the person stays here and acts on it.
      setStage(sent.channel === 'sms' ? 'code' : 'email');
    } catch (e) {
      setProblem({ title: notices.otpFailedTitle, message: reason(e) });
    } finally {
      setBusy(false);
    }
  }

  /** Verifies the code, then creates the tier 1 provider row for the signed-in account. */
  async function verifyAndCreate(code: string) {
    if (!sentFor) return;
    setBusy(true);
    setProblem(null);
    let userId: string;
    try {
      ({ userId } = await verifyOtpStep({ phone: sentFor.phone, code }));
    } catch (e) {
      setBusy(false);
      const refused = e instanceof StepError && e.status !== undefined && e.status >= 400;
      if (e instanceof StepError && e.message === notices.loginFailed) {
        return setProblem({ title: notices.loginFailedTitle, message: notices.loginFailed });
      }
      return setProblem(refused ? { title: notices.invalidCodeTitle, message: reason(e) } : { title: notices.loginFailedTitle, message: notices.loginFailed });
    }
    try {
      await upsertProviderStep({ userId, ...sentFor, verifiedAt: new Date().toISOString() });
    } catch (e) {
      setBusy(false);
      return setProblem({ title: notices.signupErrorTitle, message: reason(e) });
    }
    rememberProfileHint({ userId, role: 'logistics', dashboard: UPGRADE_PATH, emailConfirmed: false });
    setBusy(false);
    // One line without a title: the notice outlives the page change and must read on its own.
    notify({ message: `${notices.welcomeTitle} ${notices.providerReady}` });
    await navigate({ to: UPGRADE_PATH });
  }

  const editDetails = () => {
    setStage('details');
    setProblem(null);
  };

  return { stage, busy, problem, sendCode, verifyAndCreate, editDetails, sentFor };
}
