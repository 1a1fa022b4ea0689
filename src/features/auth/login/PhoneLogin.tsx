import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { useState, type FormEvent } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import { notices } from '@/features/auth/messages';
import { normaliseNigerianPhone } from '@/lib/phone';
import { FormAlert } from '@/features/auth/shared/FormAlert';
import { sendSignInCodeStep, verifyOtpStep } from '@/features/auth/steps/logistics';

/**
 * Logistics providers have no password: they sign in with their phone number and an SMS code,
 * as they did when they signed up, and land on their own dashboard.
 */
export function PhoneLogin() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ phone?: string; code?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    const e164 = normaliseNigerianPhone(phone);
    if (!e164) return setErrors({ phone: 'Enter your Nigerian phone number, e.g. 0803 123 4567' });
    setBusy(true);
    setErrors({});
    try {
      await sendSignInCodeStep({ phone: e164 });
      setSentTo(e164);
    } catch (error) {
      setErrors({ form: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) return;
    if (code.trim().length < 4) return setErrors({ code: 'Enter the code from the SMS' });
    setBusy(true);
    setErrors({});
    try {
      await verifyOtpStep({ phone: sentTo, code: code.trim() });
      void notify({ message: notices.loginSuccess });
      await navigate({ to: '/dashboard/logistics' });
    } catch (error) {
      setErrors({ code: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="md">
      <FormAlert message={errors.form ?? null} />
      {!sentTo ? (
        <form onSubmit={(e) => void send(e)} noValidate>
          <Stack gap="md">
            <TextInput label="Phone number" type="tel" autoComplete="tel" inputMode="tel" value={phone} error={errors.phone} onChange={(e) => setPhone(e.currentTarget.value)} />
            <Button type="submit" fullWidth loading={busy}>
              Send code
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={(e) => void verify(e)} noValidate>
          <Stack gap="md">
            <Text size="sm">We sent a code by SMS to {sentTo}.</Text>
            <TextInput label="SMS code" inputMode="numeric" autoComplete="one-time-code" value={code} error={errors.code} onChange={(e) => setCode(e.currentTarget.value)} autoFocus />
            <Button type="submit" fullWidth loading={busy}>
              Verify code
            </Button>
            <Button variant="subtle" onClick={() => setSentTo(null)}>
              Use another number
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
