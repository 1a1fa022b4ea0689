import { lazy, Suspense } from 'react';
import { Anchor, Button, Container, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSessionHint } from '@/lib/auth/hint';
import { DataExportCard } from '@/features/settings/DataExportCard';
import { DeleteAccountCard } from '@/features/settings/DeleteAccountCard';
import { NotificationSettingsCard } from '@/features/settings/NotificationSettingsCard';
import { RefillRemindersSlot } from '@/features/settings/RefillRemindersSlot';
import { withInside } from '@/lib/i18n/with-inside';
import { useT } from '@/lib/i18n/use-t';
import { settingsMessages as m } from '@/features/settings/settings.messages';

// Only pharmacies, doctors and riders are paid out: the card is its own chunk, loaded for them.
const PayoutAccountSection = lazy(() => import('@/components/payout-account/PayoutAccountSection'));
const PAYEES = ['pharmacy', 'doctor', 'rider'];

/** Account settings for any signed-in person: their NDPA rights to a copy of their data and to erasure. */
export function SettingsScreen() {
  const hint = useSessionHint();
  const t = useT();
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="xs">
        {t(m.title)}
      </Title>
      {hint.signedIn ? (
        <>
          <Text c="dimmed" mb="lg">
            {withInside(
              t(m.lead, { policy: withInside.mark }),
              <Anchor component={Link} to="/privacy" underline="always">
                {t(m.privacy)}
              </Anchor>,
            )}
          </Text>
          {hint.role && PAYEES.includes(hint.role) && (
            <Suspense fallback={null}>
              <PayoutAccountSection />
            </Suspense>
          )}
          <NotificationSettingsCard />
          <RefillRemindersSlot />
          <DataExportCard />
          <DeleteAccountCard />
        </>
      ) : (
        <Paper withBorder radius="lg" p="xl">
          <Text mb="md">{t(m.signedOut)}</Text>
          <Button renderRoot={(props) => <Link {...props} to="/auth/login" search={{ redirect: '/settings' }} />}>
            {t(m.signIn)}
          </Button>
        </Paper>
      )}
    </Container>
  );
}
