import { Button, Paper, Text, type PaperProps } from '@mantine/core';
import { shared } from '@/components/shared.messages';
import { useT } from '@/lib/i18n/use-t';

type Props = PaperProps & {
  /** What did not arrive, as it reads after "We could not load": "the list of doctors" (English only). */
  what?: string;
  /** The whole sentence from the screen's catalogue ("We could not load your products. …"); replaces `what`. */
  text?: string;
  onRetry: () => void;
  retrying?: boolean;
};

/** Shown in place of a screen's data when it could not be fetched: what failed, and a retry. */
export function LoadFailed({ what, text, onRetry, retrying, ...paper }: Props) {
  const t = useT();
  return (
    <Paper withBorder radius="lg" p="lg" {...paper}>
      <Text mb="sm">{text ?? `We could not load ${what}. Check your connection and try again.`}</Text>
      <Button onClick={onRetry} loading={retrying}>
        {t(shared.tryAgain)}
      </Button>
    </Paper>
  );
}
