import { Button, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { headerLinks } from '@/components/app-shell/nav-links';
import { useAccountActions } from '@/lib/auth/useAccountActions';
import { promptInstall, useCanInstall } from '@/lib/pwa/install';
import { IconDownload } from '@tabler/icons-react';

type Props = { opened: boolean; onClose: () => void };

export default function MobileMenu({ opened, onClose }: Props) {
  const account = useAccountActions();
  // The header's round install icon gives way to the Pending link on narrow phones; here it has room.
  const canInstall = useCanInstall();
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      title="Menu"
      position="right"
      size="xs"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <nav aria-label="Mobile">
        <Stack gap={4}>
          {headerLinks.map((link) => (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={link.label}
              activeOptions={{ exact: true }}
              onClick={onClose}
            />
          ))}
          <Divider my="sm" />
          {canInstall && (
            <Button
              variant="default"
              leftSection={<IconDownload size={20} aria-hidden />}
              onClick={() => {
                onClose();
                void promptInstall();
              }}
            >
              Install app
            </Button>
          )}
          {account.signedIn ? (
            <>
              {account.dashboard && (
                <Button component={Link} to={account.dashboard as string} variant="default" onClick={onClose}>
                  Dashboard
                </Button>
              )}
              <Button component={Link} to="/settings" variant="default" onClick={onClose}>
                Account settings
              </Button>
              <Button
                loading={account.signingOut}
                onClick={() => {
                  onClose();
                  void account.signOut();
                }}
              >
                Sign out
              </Button>
            </>
          ) : (
            <>
              <Button component={Link} to="/auth/login" variant="default" onClick={onClose}>
                Login
              </Button>
              <Button component={Link} to="/auth/register" onClick={onClose}>
                Sign Up
              </Button>
            </>
          )}
        </Stack>
      </nav>
    </Drawer>
  );
}
