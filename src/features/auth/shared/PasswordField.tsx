import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/** PasswordInput whose show/hide button is reachable by keyboard and says what it does. */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
      {...props}
    />
  );
}
