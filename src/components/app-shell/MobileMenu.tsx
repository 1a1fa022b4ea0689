import { Button, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { headerLinks } from '@/components/app-shell/nav-links';
import { useAccountActions } from '@/lib/auth/useAccountActions';
import { promptInstall, useCanInstall } from '@/lib/pwa/install';
import { IconDownload } from '@tabler/icons-react';
import { shell } from '@/components/app-shell/shell.messages';
import { useT } from '@/lib/i18n/use-t';
import { LanguageLinks } from '@/lib/i18n/LanguageLinks';

type Props = { opened: boolean; onClose: () => void };

export default function MobileMenu({ opened, onClose }: Props) {
  const account = useAccountActions();
  const t = useT();
  // The header's round install icon gives way to the Pending link on narrow phones; here it has room.
  const canInstall = useCanInstall();
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      title={t(shell.menu)}
      position="right"
      size="xs"
      closeButtonProps={{ 'aria-label': t(shell.closeMenu) }}
    >
      <nav aria-label={t(shell.mobileNav)}>
        <Stack gap={4}>
          {headerLinks.map((link) => (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={t(link.label)}
              activeOptions={{ exact: true }}
              onClick={onClose}
            />
          ))}
          <Divider my="sm" />
          <LanguageLinks onChosen={onClose} landmark={false} />
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
              {t(shell.installApp)}
            </Button>
          )}
          {account.signedIn ? (
            <>
              {account.dashboard && (
                <Button component={Link} to={account.dashboard as string} variant="default" onClick={onClose}>
                  {t(shell.dashboard)}
                </Button>
              )}
              <Button component={Link} to="/settings" variant="default" onClick={onClose}>
                {t(shell.settings)}
              </Button>
              <Button
                loading={account.signingOut}
                onClick={() => {
                  onClose();
                  void account.signOut();
                }}
              >
                {t(shell.signOut)}
              </Button>
            </>
          ) : (
            <>
              <Button component={Link} to="/auth/login" variant="default" onClick={onClose}>
                {t(shell.login)}
              </Button>
              <Button component={Link} to="/auth/register" onClick={onClose}>
                {t(shell.signUp)}
              </Button>
            </>
          )}
        </Stack>
      </nav>
    </Drawer>
  );
}
