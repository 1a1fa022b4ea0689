import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useT } from '@/lib/i18n/use-t';
import { sharedMessages } from '@/features/auth/shared/shared.messages';

/** PasswordInput whose show/hide button is reachable by keyboard and says what it does. */
export function PasswordField(props: PasswordInputProps) {
  const t = useT();
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t(sharedMessages.showPassword) }}
      {...props}
    />
  );
}
