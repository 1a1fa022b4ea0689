import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from '@tanstack/react-router';
import { useOnline } from '@/lib/pwa/connection';
import { getOutboxSummary, subscribeOutboxSummary } from '@/lib/sync/hint';
import { IconWifiOff } from '@tabler/icons-react';
import classes from '@/lib/pwa/ui/ConnectionStatus.module.css';
import { notices } from '@/lib/pwa/ui/notices.messages';
import { usePlurals, useT } from '@/lib/i18n/use-t';

const BACK_ONLINE_MS = 6_000;

/**
 * A live region that is always in the page (so screen readers announce changes): a banner while
 * offline, then a short "back online" notice saying what is being sent.
 */
export function ConnectionStatus() {
  const online = useOnline();
  const t = useT();
  const summary = useSyncExternalStore(subscribeOutboxSummary, getOutboxSummary, getOutboxSummary);
  const [backOnline, setBackOnline] = useState<number | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onOnline = () => {
      clearTimeout(timer);
      setBackOnline(getOutboxSummary().sending);
      timer = setTimeout(() => setBackOnline(null), BACK_ONLINE_MS);
    };
    const onOffline = () => {
      clearTimeout(timer);
      setBackOnline(null);
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, []);

  const queued = summary.sending + summary.attention;
  const plurals = usePlurals(queued > 0 || Boolean(backOnline));
  return (
    <div role="status" className={classes.region}>
      {!online && (
        <div className={`${classes.bar} ${classes.offline}`}>
          <IconWifiOff size={18} aria-hidden />
          <span>
            {t(notices.offline)}
            {queued > 0 && plurals && (
              <>
                {' '}
                <Link to="/pending">{t(notices.queuedWaiting, { count: queued })}</Link>
              </>
            )}
          </span>
        </div>
      )}
      {online && backOnline !== null && (
        <div className={`${classes.bar} ${classes.online}`}>
          {backOnline > 0 && plurals ? t(notices.backOnlineSending, { count: backOnline }) : t(notices.backOnline)}
        </div>
      )}
    </div>
  );
}
