import { Button, Stack, TextInput } from '@mantine/core';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { validation } from '@/features/auth/messages';
import { otpSchema } from '@/features/auth/schemas';

type Props = { busy: boolean; onVerify: (code: string) => void; newest?: boolean };

/** When a second code went out, only the newest works: the person must know which one to type. */
export const NEWEST_CODE = 'We sent you a new code. Use the newest one: earlier codes no longer work.';

/** The SMS code box that appears once the code is on its way. */
export function CodeStep({ busy, onVerify, newest }: Props) {
  const form = useSchemaForm(otpSchema, { code: '' });

  return (
    <form onSubmit={form.submit(({ code }) => onVerify(code))} noValidate>
      <Stack gap="sm">
        <TextInput
          label="SMS code"
          description={newest ? `${validation.otpMessage}. ${NEWEST_CODE}` : validation.otpMessage}
          inputMode="numeric"
          autoComplete="one-time-code"
          {...form.getInputProps('code')}
          // Appears after Send OTP: take the person straight to it (it may be below the fold on a phone).
          autoFocus
        />
        <Button type="submit" fullWidth loading={busy}>
          Verify and Create
        </Button>
      </Stack>
    </form>
  );
}
