import { useEffect, useRef, type ReactNode } from 'react';
import { IconBell } from '@tabler/icons-react';
import iconButton from '@/lib/ui/icon-button.module.css';
import classes from '@/lib/notifications/NotificationBell.module.css';
import { notices } from '@/lib/pwa/ui/notices.messages';
import { useT } from '@/lib/i18n/use-t';

/**
 * The header bell's button and its panel, shared by the guest's bell and the signed-in one.
 * A plain disclosure panel (no popover library: this loads on every page): Escape or a tap
 * outside closes it.
 */
export function BellShell(props: { unread: number; opened: boolean; onToggle: () => void; onClose: () => void; children: ReactNode }) {
  const { unread, opened, onClose } = props;
  const root = useRef<HTMLDivElement>(null);
  const t = useT();
  useEffect(() => {
    if (!opened) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    const onDown = (e: PointerEvent) => !root.current?.contains(e.target as Node) && onClose();
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [opened, onClose]);

  return (
    <div ref={root} className={classes.root}>
      <button
        type="button"
        className={iconButton.button}
        aria-label={unread ? t(notices.notificationsUnread, { unread }) : t(notices.notifications)}
        aria-expanded={opened}
        aria-controls="notification-panel"
        onClick={props.onToggle}
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
        <div id="notification-panel" role="dialog" aria-label={t(notices.notifications)} className={classes.panel}>
          {props.children}
          <button type="button" className={classes.close} onClick={onClose}>
            {t(notices.close)}
          </button>
        </div>
      )}
    </div>
  );
}
