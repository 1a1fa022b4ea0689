import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isNoticeHostWanted, onNoticeHostWanted } from '@/lib/notify';

const Notifications = lazy(() => import('@/components/app-shell/NotificationsContainer'));

/** Mounts Mantine's notification container the first time the app shows a notice. */
export function NoticeHost() {
  const wanted = useSyncExternalStore(onNoticeHostWanted, isNoticeHostWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  );
}
