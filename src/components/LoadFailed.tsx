import { Button, Paper, Text, type PaperProps } from '@mantine/core';

type Props = PaperProps & {
  /** What did not arrive, as it reads after "We could not load": "the list of doctors". */
  what: string;
  onRetry: () => void;
  retrying?: boolean;
};

/** Shown in place of a screen's data when it could not be fetched: what failed, and a retry. */
export function LoadFailed({ what, onRetry, retrying, ...paper }: Props) {
  return (
    <Paper withBorder radius="lg" p="lg" {...paper}>
      <Text mb="sm">We could not load {what}. Check your connection and try again.</Text>
      <Button onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Paper>
  );
}
