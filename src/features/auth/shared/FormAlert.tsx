import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';

type Props = { title?: string; message?: string | null; color?: 'red' | 'green' | 'blue' | 'yellow' };

/** A server answer shown beside the form (role="alert"), so it stays after a toast would be gone. */
export function FormAlert({ title, message, color = 'red' }: Props) {
  if (!message) return null;
  return (
    <Alert color={`${color}.9`} variant="light" title={title} mb="md">
      {message}
    </Alert>
  );
}
