import { translate } from '@/lib/i18n/i18n';
import { noticeMessages } from '@/lib/notify.messages';

// Notices are loaded on first use so the notifications package stays out of the landing page's
// first load. The container is mounted by <NoticeHost/> in the shell once something is shown.
type Notice = { title?: string; message: string; color?: 'green' | 'red' | 'yellow' | 'blue' | 'gray'; autoClose?: number | false };

type Listener = () => void;
const listeners = new Set<Listener>();
let hostWanted = false;

export function onNoticeHostWanted(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const isNoticeHostWanted = () => hostWanted;

export async function notify({ title, message, color = 'green', autoClose = 6000 }: Notice) {
  if (!hostWanted) {
    hostWanted = true;
    listeners.forEach((l) => l());
  }
  const { notifications } = await import('@mantine/notifications');
  notifications.show({
    title,
    message,
    color: color === 'green' ? 'magani' : `${color}.9`,
    autoClose,
    closeButtonProps: { 'aria-label': translate(noticeMessages.dismiss) },
    // Mantine greys the text under a title below AA contrast.
    styles: { description: { color: 'var(--mantine-color-gray-8)' } },
  });
}
