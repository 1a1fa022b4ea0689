import { useCallback, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { BellShell } from '@/lib/notifications/BellShell';
import classes from '@/lib/notifications/NotificationBell.module.css';

/**
 * A guest's bell, on every public page: nothing to fetch, so none of the signed-in bell's polling,
 * formatting or server client is downloaded on a guest's first visit.
 */
export default function GuestBell() {
  const [opened, setOpened] = useState(false);
  const close = useCallback(() => setOpened(false), []);
  return (
    <BellShell unread={0} opened={opened} onToggle={() => setOpened((o) => !o)} onClose={close}>
      <p className={classes.note}>
        <Link to="/auth/login" onClick={close}>
          Sign in
        </Link>{' '}
        to see your notifications.
      </p>
    </BellShell>
  );
}
