import { useCallback, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { BellShell } from '@/lib/notifications/BellShell';
import classes from '@/lib/notifications/NotificationBell.module.css';
import { notices } from '@/lib/pwa/ui/notices.messages';
import { useT } from '@/lib/i18n/use-t';

/**
 * A guest's bell, on every public page: nothing to fetch, so none of the signed-in bell's polling,
 * formatting or server client is downloaded on a guest's first visit.
 */
export default function GuestBell() {
  const [opened, setOpened] = useState(false);
  const close = useCallback(() => setOpened(false), []);
  const t = useT();
  return (
    <BellShell unread={0} opened={opened} onToggle={() => setOpened((o) => !o)} onClose={close}>
      <p className={classes.note}>
        <Link to="/auth/login" onClick={close}>
          {t(notices.guestSignIn)}
        </Link>{' '}
        {t(notices.guestNote)}
      </p>
    </BellShell>
  );
}
