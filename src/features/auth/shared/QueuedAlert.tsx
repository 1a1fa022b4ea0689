import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useOnline } from '@/lib/pwa/connection';
import { FormAlert } from '@/features/auth/shared/FormAlert';
import type { QueuedJob } from '@/features/auth/shared/useAccountJob';
import { sharedMessages as m } from '@/features/auth/shared/shared.messages';
import { useT } from '@/lib/i18n/use-t';

type Props = {
  queued: QueuedJob | null;
  /** What happens once the connection returns, e.g. "We'll sign you in as soon as you're back online." */
  offlineText: string;
  /** The screen's own failure title, shown when the server could not be reached while online. */
  retryTitle: string;
  /** Anything else the person must know while it waits. */
  note?: string;
};

/** Says that a request waits in the outbox, why, and where to follow it. */
export function QueuedAlert({ queued, offlineText, retryTitle, note }: Props) {
  const online = useOnline();
  const t = useT();
  if (!queued) return null;
  const title = !online ? t(m.offlineTitle) : queued.retrying ? retryTitle : t(m.stillSending);
  const text = !online ? offlineText : t(m.savedOnDevice);
  return (
    <FormAlert
      color={online && queued.retrying ? 'yellow' : 'blue'}
      title={title}
      reveal={queued.id}
      message={
        <>
          {text} {note && `${note} `}
          <Anchor component={Link} to="/pending" fw={600} c="blue.9" underline="always">
            {t(m.seePending)}
          </Anchor>
        </>
      }
    />
  );
}
