import { lazy, Suspense, useState } from 'react';
import { LinkButton, PlainButton } from '@/components/LinkButton';
import { Link } from '@tanstack/react-router';
import { IconPhone, IconPill, IconUser } from '@tabler/icons-react';
import { headerLinks, supportContact } from '@/components/app-shell/nav-links';
import classes from '@/components/app-shell/AppHeader.module.css';
import iconButton from '@/lib/ui/icon-button.module.css';
import { useAccountActions } from '@/lib/auth/useAccountActions';
import { AfterHydration } from '@/components/app-shell/AfterHydration';
import { shell } from '@/components/app-shell/shell.messages';
import { useT } from '@/lib/i18n/use-t';

// The drawer (focus trap, portal, transitions) is only fetched when a phone user opens the menu.
const MobileMenu = lazy(() => import('@/components/app-shell/MobileMenu'));
const loadHeaderExtras = () => import('@/lib/pwa/ui/HeaderExtras');
// The bell asks the server for the unread count, so it (and supabase-js) loads after the page;
// a guest's bell has nothing to ask and loads none of that.
const loadNotificationBell = () => import('@/lib/notifications/NotificationBell');
const loadGuestBell = () => import('@/lib/notifications/GuestBell');

export function AppHeader() {
  const [menuOpened, setMenuOpened] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const account = useAccountActions();
  const t = useT();

  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <Link to="/" className={classes.brand} aria-label={t(shell.homeLabel)}>
          <IconPill size={26} aria-hidden />
          {/* On phones the name gives way to the header's icons; the link keeps its label. */}
          <span className={classes.brandText}>Magani Health</span>
        </Link>

        <nav aria-label={t(shell.mainNav)} className={classes.nav}>
          {headerLinks.map((link) => (
            <Link key={link.to} to={link.to} className={classes.link} activeOptions={{ exact: true }}>
              {t(link.label)}
            </Link>
          ))}
        </nav>

        <div className={classes.actions}>
          <AfterHydration load={loadHeaderExtras} />
          {/* Keyed: at sign-out the person's bell (and its count) goes at once, not when the guest's loads. */}
          <AfterHydration key={account.signedIn ? 'member' : 'guest'} load={account.signedIn ? loadNotificationBell : loadGuestBell} />
          <a className={iconButton.button} href={supportContact.phoneHref} aria-label={t(shell.callSupport, { phone: supportContact.phone })}>
            <IconPhone size={20} aria-hidden />
          </a>
          <div className={`${classes.actions} ${classes.wide}`}>
            {account.signedIn ? (
              <>
                {account.dashboard && (
                  <LinkButton to={account.dashboard} variant="subtle">
                    {t(shell.dashboard)}
                  </LinkButton>
                )}
                <Link to="/settings" className={iconButton.button} aria-label={t(shell.settings)}>
                  <IconUser size={20} aria-hidden />
                </Link>
                <PlainButton variant="default" disabled={account.signingOut} onClick={() => void account.signOut()}>
                  {t(shell.signOut)}
                </PlainButton>
              </>
            ) : (
              <>
                <LinkButton to="/auth/login" variant="subtle">
                  {t(shell.login)}
                </LinkButton>
                <LinkButton to="/auth/register">{t(shell.signUp)}</LinkButton>
              </>
            )}
          </div>
          <button
            type="button"
            className={`${iconButton.button} ${classes.narrow} ${classes.burger}`}
            data-opened={menuOpened || undefined}
            onClick={() => {
              setMenuRequested(true);
              setMenuOpened((o) => !o);
            }}
            aria-label={t(menuOpened ? shell.closeMenu : shell.openMenu)}
            aria-expanded={menuOpened}
            aria-controls="mobile-menu"
          >
            <span aria-hidden="true" />
          </button>
        </div>
      </div>
      {menuRequested && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={() => setMenuOpened(false)} />
        </Suspense>
      )}
    </header>
  );
}
