import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Divider.css';
import { Button, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { headerLinks } from '@/components/app-shell/nav-links';
import { useAccountActions } from '@/lib/auth/useAccountActions';

type Props = { opened: boolean; onClose: () => void };

export default function MobileMenu({ opened, onClose }: Props) {
  const account = useAccountActions();
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
          {account.signedIn ? (
            <>
              {account.dashboard && (
                <Button component={Link} to={account.dashboard as string} variant="default" onClick={onClose}>
                  Dashboard
                </Button>
              )}
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
