import { useCallback, useEffect, useRef, useState } from 'react';
import { Text } from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';
import { IconBell } from '@tabler/icons-react';
import iconButton from '@/lib/ui/icon-button.module.css';
import { formatDayTime } from '@/lib/format';
import { useSessionHint } from '@/lib/auth/hint';
import { usePolled } from '@/lib/orders/use-polled';
import classes from '@/lib/notifications/NotificationBell.module.css';

interface Feed {
  unread: number;
  items: {
    id: number;
    title: string;
    body: string;
    link: string | null;
    read_at: string | null;
    created_at: string;
  }[];
}

// The server calls (and the client behind them) load with a signed-in person's first poll: a
// guest's bell, on every public page, never calls the server.
async function rpc<T>(fn: string, args: Record<string, unknown>): Promise<T> {
  return (await import('@/lib/orders/api')).rpc<T>(fn, args);
}

/** The header bell: the signed-in person's unread count (polled every 20 s while visible) and their list. */
export default function NotificationBell() {
  const hint = useSessionHint();
  // The poll asks for the count only (a few bytes); the list is fetched when the bell is opened.
  const fetcher = useCallback(() => rpc<Feed>('notification_feed', { p_limit: 0 }), []);
  const { data, refresh } = usePolled(fetcher, 20_000, hint.signedIn);
  const [opened, setOpened] = useState(false);
  const [list, setList] = useState<Feed['items']>();
  const router = useRouter();
  const root = useRef<HTMLDivElement>(null);

  // A plain disclosure panel (no popover library: this loads on every page): Escape or a tap
  // outside closes it.
  useEffect(() => {
    if (!opened) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpened(false);
    const onDown = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpened(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [opened]);
  const unread = hint.signedIn ? (data?.unread ?? 0) : 0;

  const open = () => {
    setOpened((o) => !o);
    if (opened || !hint.signedIn) return;
    void rpc<Feed>('notification_feed', { p_limit: 15 })
      .then((feed) => {
        setList(feed.items);
        if (feed.unread) return rpc('mark_notifications_read', { p_ids: null }).then(refresh);
      })
      .catch(() => setList((l) => l ?? []));
  };

  return (
    <div ref={root} className={classes.root}>
      <button
        type="button"
        className={iconButton.button}
        aria-label={unread ? `Notifications: ${unread} unread` : 'Notifications'}
        aria-expanded={opened}
        aria-controls="notification-panel"
        onClick={open}
        data-testid="notification-bell"
      >
        <IconBell size={20} aria-hidden />
        {unread > 0 && (
          <span className={iconButton.badge} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {opened && (
        <div id="notification-panel" role="dialog" aria-label="Notifications" className={classes.panel}>
          {!hint.signedIn ? (
            <Text size="sm">
              <Link to="/auth/login" onClick={() => setOpened(false)}>
                Sign in
              </Link>{' '}
              to see your notifications.
            </Text>
          ) : !list ? (
            <Text size="sm">Loading…</Text>
          ) : !list.length ? (
            <Text size="sm">No notifications yet.</Text>
          ) : (
            <ul className={classes.list}>
              {list.map((n) => (
                <li key={n.id} className={classes.item} data-unread={!n.read_at || undefined}>
                  {n.link ? (
                    <a
                      href={n.link}
                      className={classes.link}
                      onClick={(e) => {
                        e.preventDefault();
                        setOpened(false);
                        router.history.push(n.link ?? '/');
                      }}
                    >
                      <strong>{n.title}</strong>
                    </a>
                  ) : (
                    <strong>{n.title}</strong>
                  )}
                  <Text size="xs">{n.body}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDayTime(n.created_at)}
                  </Text>
                </li>
              ))}
            </ul>
          )}
          <button type="button" className={classes.close} onClick={() => setOpened(false)}>
            Close
          </button>
        </div>
      )}
    </div>
  );
}
