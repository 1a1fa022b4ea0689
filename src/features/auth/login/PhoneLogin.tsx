import { useState } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import { notices } from '@/features/auth/messages';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { phoneSignInSchema, smsCodeSchema } from '@/features/auth/schemas';
import { FormAlert } from '@/features/auth/shared/FormAlert';
import { sendSignInCodeStep, verifyOtpStep } from '@/features/auth/steps/logistics';
import { useT } from '@/lib/i18n/use-t';
import { sharedMessages as s } from '@/features/auth/shared/shared.messages';
import { loginMessages as m } from '@/features/auth/login/login.messages';

/**
 * Logistics providers have no password: they sign in with their phone number and an SMS code,
 * as they did when they signed up, and land on their own dashboard.
 */
export function PhoneLogin() {
  const navigate = useNavigate();
  const phoneForm = useSchemaForm(phoneSignInSchema, { phone: '' });
  const codeForm = useSchemaForm(smsCodeSchema, { code: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();

  async function send(e164: string) {
    setBusy(true);
    setFailure(null);
    try {
      await sendSignInCodeStep({ phone: e164 });
      setSentTo(e164);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function verify(code: string) {
    if (!sentTo) return;
    setBusy(true);
    setFailure(null);
    try {
      await verifyOtpStep({ phone: sentTo, code });
      void notify({ message: notices.loginSuccess });
      await navigate({ to: '/dashboard/logistics' });
    } catch (error) {
      // A wrong or expired code: said beside the code box.
      codeForm.showErrors({ code: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="md">
      <FormAlert message={failure} />
      {!sentTo ? (
        <form onSubmit={phoneForm.submit(({ phone }) => send(phone))} noValidate>
          <Stack gap="md">
            <TextInput label={t(s.phone)} type="tel" autoComplete="tel" inputMode="tel" {...phoneForm.getInputProps('phone')} />
            <Button type="submit" fullWidth loading={busy}>
              {t(m.sendCode)}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={codeForm.submit(({ code }) => verify(code))} noValidate>
          <Stack gap="md">
            <Text size="sm">{t(m.codeSent, { phone: sentTo })}</Text>
            <TextInput label={t(s.smsCode)} inputMode="numeric" autoComplete="one-time-code" {...codeForm.getInputProps('code')} autoFocus />
            <Button type="submit" fullWidth loading={busy}>
              {t(m.verifyCode)}
            </Button>
            <Button variant="subtle" onClick={() => setSentTo(null)}>
              {t(m.otherNumber)}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
