import { Outlet, useMatches } from '@tanstack/react-router';
import { AppHeader } from '@/components/app-shell/AppHeader';
import { AppFooter } from '@/components/app-shell/AppFooter';
import { NoticeHost } from '@/components/app-shell/NoticeHost';
import { DocumentMeta } from '@/components/app-shell/DocumentMeta';
import classes from '@/components/app-shell/AppLayout.module.css';
import { ConnectionStatus } from '@/lib/pwa/ui/ConnectionStatus';
import { UpdateNotice } from '@/lib/pwa/ui/UpdateNotice';
import { SessionBridge } from '@/lib/pwa/ui/SessionBridge';
import { SignOutConfirm } from '@/lib/pwa/ui/SignOutConfirm';

export function AppLayout() {
  const hideFooter = useMatches({ select: (matches) => matches.some((m) => m.staticData?.hideFooter) });
  return (
    <>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <AppHeader />
      <main id="main" className={classes.main} tabIndex={-1}>
        <ConnectionStatus />
        <Outlet />
      </main>
      {!hideFooter && <AppFooter />}
      <NoticeHost />
      <DocumentMeta />
      <UpdateNotice />
      <SessionBridge />
      <SignOutConfirm />
    </>
  );
}
