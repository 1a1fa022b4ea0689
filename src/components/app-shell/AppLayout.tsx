import { Fragment } from 'react';
import { Outlet, useMatches } from '@tanstack/react-router';
import { AppHeader } from '@/components/app-shell/AppHeader';
import { AppFooter } from '@/components/app-shell/AppFooter';
import { NoticeHost } from '@/components/app-shell/NoticeHost';
import { DocumentMeta } from '@/components/app-shell/DocumentMeta';
import classes from '@/components/app-shell/AppLayout.module.css';
import { AfterHydration } from '@/components/app-shell/AfterHydration';
import { shell } from '@/components/app-shell/shell.messages';
import { useLocale, useT } from '@/lib/i18n/use-t';

const loadConnectionStatus = () => import('@/lib/pwa/ui/ConnectionStatus').then((m) => ({ default: m.ConnectionStatus }));
const loadPwaServices = () => import('@/lib/pwa/ui/PwaServices');

export function AppLayout() {
  const t = useT();
  // A new language renders the page afresh: every link's address then carries its prefix (links
  // keep the address they computed until something they depend on changes).
  const locale = useLocale();
  const hideFooter = useMatches({ select: (matches) => matches.some((m) => m.staticData?.hideFooter) });
  return (
    <Fragment key={locale}>
      <a href="#main" className={classes.skip}>
        {t(shell.skip)}
      </a>
      <AppHeader />
      <main id="main" className={classes.main} tabIndex={-1}>
        <AfterHydration load={loadConnectionStatus} />
        <Outlet />
      </main>
      {!hideFooter && <AppFooter />}
      <NoticeHost />
      <DocumentMeta />
      <AfterHydration load={loadPwaServices} />
    </Fragment>
  );
}
