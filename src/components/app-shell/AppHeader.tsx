import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Group.css';
import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Burger, Button, Group, Indicator } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconBell, IconPhone, IconPill } from '@/components/icons';
import { headerLinks, supportContact } from '@/components/app-shell/nav-links';
import classes from '@/components/app-shell/AppHeader.module.css';
import { useAccountActions } from '@/lib/auth/useAccountActions';
import { PendingIndicator } from '@/lib/pwa/ui/PendingIndicator';
import { InstallAppButton } from '@/lib/pwa/ui/InstallAppButton';

// The drawer (focus trap, portal, transitions) is only fetched when a phone user opens the menu.
const MobileMenu = lazy(() => import('@/components/app-shell/MobileMenu'));

export function AppHeader() {
  const [menuOpened, setMenuOpened] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const account = useAccountActions();

  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <Link to="/" className={classes.brand} aria-label="Magani Health home">
          <IconPill size={26} />
          <span>Magani Health</span>
        </Link>

        <nav aria-label="Main" className={classes.nav}>
          {headerLinks.map((link) => (
            <Link key={link.to} to={link.to} className={classes.link} activeOptions={{ exact: true }}>
              {link.label}
            </Link>
          ))}
        </nav>

        <Group gap={6} wrap="nowrap">
          <PendingIndicator />
          <InstallAppButton />
          <Indicator label="3" size={18} color="red.9" offset={4}>
            <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label="Notifications: 3 unread">
              <IconBell />
            </ActionIcon>
          </Indicator>
          <ActionIcon
            component="a"
            href={supportContact.phoneHref}
            variant="subtle"
            color="gray.8"
            size="lg"
            aria-label={`Call support on ${supportContact.phone}`}
          >
            <IconPhone />
          </ActionIcon>
          <Group gap={6} className={classes.wide} wrap="nowrap">
            {account.signedIn ? (
              <>
                {account.dashboard && (
                  <Button component={Link} to={account.dashboard as string} variant="subtle" size="sm">
                    Dashboard
                  </Button>
                )}
                <Button variant="default" size="sm" loading={account.signingOut} onClick={() => void account.signOut()}>
                  Sign out
                </Button>
              </>
            ) : (
              <>
                <Button component={Link} to="/auth/login" variant="subtle" size="sm">
                  Login
                </Button>
                <Button component={Link} to="/auth/register" size="sm">
                  Sign Up
                </Button>
              </>
            )}
          </Group>
          <Burger
            className={classes.narrow}
            opened={menuOpened}
            onClick={() => {
              setMenuRequested(true);
              setMenuOpened((o) => !o);
            }}
            aria-label={menuOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpened}
            aria-controls="mobile-menu"
            size="sm"
          />
        </Group>
      </div>
      {menuRequested && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={() => setMenuOpened(false)} />
        </Suspense>
      )}
    </header>
  );
}
