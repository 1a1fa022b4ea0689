import { Button, Paper, Text, type PaperProps } from '@mantine/core';
import { common } from '@/components/common.messages';
import { useT } from '@/lib/i18n/use-t';

type Props = PaperProps & {
  /** What did not arrive, as it reads after "We could not load": "the list of doctors" (translated by the screen). */
  what: string;
  onRetry: () => void;
  retrying?: boolean;
};

/** Shown in place of a screen's data when it could not be fetched: what failed, and a retry. */
export function LoadFailed({ what, onRetry, retrying, ...paper }: Props) {
  const t = useT();
  return (
    <Paper withBorder radius="lg" p="lg" {...paper}>
      <Text mb="sm">{t(common.loadFailed, { what })}</Text>
      <Button onClick={onRetry} loading={retrying}>
        {t(common.tryAgain)}
      </Button>
    </Paper>
  );
}
