import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { formatDayTime } from '@/lib/format';
import { usePolled } from '@/lib/orders/use-polled';
import { BellShell } from '@/lib/notifications/BellShell';
import classes from '@/lib/notifications/NotificationBell.module.css';
import { messagesVersion, subscribeLocale } from '@/lib/i18n/state';
import { useLocale } from '@/lib/i18n/use-t';
import { ensureArea, translate } from '@/lib/i18n/i18n';
import { bellMessages } from '@/lib/notifications/bell.messages';

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

// The server calls (and the client behind them) load with the first poll.
async function rpc<T>(fn: string, args: Record<string, unknown>): Promise<T> {
  return (await import('@/lib/orders/api')).rpc<T>(fn, args);
}

/**
 * A signed-in person's bell (the header shows GuestBell otherwise): their unread count, polled
 * every 20 s while visible, and their list.
 */
export default function NotificationBell() {
  // The poll asks for the count only (a few bytes); the list is fetched when the bell is opened.
  const fetcher = useCallback(() => rpc<Feed>('notification_feed', { p_limit: 0 }), []);
  const { data, refresh } = usePolled(fetcher, 20_000, true);
  const [opened, setOpened] = useState(false);
  const [list, setList] = useState<Feed['items']>();
  const router = useRouter();
  const close = useCallback(() => setOpened(false), []);
  // The day and month names in the list's dates are the shared screens' catalogue (common), which
  // the pages outside the app's screens (landing, about, legal...) do not load: the open bell fetches
  // it in the page's language (nothing on a screen that has it already), and shows its dates again
  // once it is in.
  const locale = useLocale();
  useSyncExternalStore(subscribeLocale, messagesVersion, messagesVersion);
  useEffect(() => {
    if (opened) ensureArea('common');
  }, [opened, locale]);

  const open = () => {
    setOpened((o) => !o);
    if (opened) return;
    void rpc<Feed>('notification_feed', { p_limit: 15 })
      .then((feed) => {
        setList(feed.items);
        if (feed.unread) return rpc('mark_notifications_read', { p_ids: null }).then(refresh);
      })
      .catch(() => setList((l) => l ?? []));
  };

  return (
    <BellShell unread={data?.unread ?? 0} opened={opened} onToggle={open} onClose={close}>
      {!list ? (
        <Text size="sm">{translate(bellMessages.loading)}</Text>
      ) : !list.length ? (
        <Text size="sm">{translate(bellMessages.empty)}</Text>
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
                    close();
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
    </BellShell>
  );
}
