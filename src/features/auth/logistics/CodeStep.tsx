import { Button, Stack, TextInput } from '@mantine/core';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { validation } from '@/features/auth/messages';
import { sharedMessages as s } from '@/features/auth/shared/shared.messages';
import { useT } from '@/lib/i18n/use-t';
import { logisticsMessages as m } from '@/features/auth/logistics/logistics.messages';
import { otpSchema } from '@/features/auth/schemas';

type Props = { busy: boolean; onVerify: (code: string) => void; newest?: boolean };


/** The SMS code box that appears once the code is on its way. */
export function CodeStep({ busy, onVerify, newest }: Props) {
  const form = useSchemaForm(otpSchema, { code: '' });
  const t = useT();

  return (
    <form onSubmit={form.submit(({ code }) => onVerify(code))} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t(s.smsCode)}
          // When a second code went out, only the newest works: the person must know which one to type.
          description={newest ? t(m.newestCode) : validation.otpMessage}
          inputMode="numeric"
          autoComplete="one-time-code"
          {...form.getInputProps('code')}
          // Appears after Send OTP: take the person straight to it (it may be below the fold on a phone).
          autoFocus
        />
        <Button type="submit" fullWidth loading={busy}>
          {t(m.verifyCreate)}
        </Button>
      </Stack>
    </form>
  );
}
