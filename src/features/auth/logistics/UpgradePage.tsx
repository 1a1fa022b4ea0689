import { useState } from 'react';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { TierSection } from '@/features/auth/logistics/TierSection';
import { Link } from '@tanstack/react-router';
import { AuthScreen } from '@/features/auth/shared/AuthScreen';
import { useProviderAccount } from '@/features/auth/logistics/useProviderAccount';
import { useT } from '@/lib/i18n/use-t';
import { logisticsMessages as m } from '@/features/auth/logistics/logistics.messages';

const tiers = [
  { tier: '2', text: m.tier2Text },
  { tier: '3', text: m.tier3Text },
] as const;

/** Tier 2 and 3: documents go to private storage for an admin's review; the tier changes on approval. */
export function UpgradePage() {
  const [sent, setSent] = useState(0);
  const account = useProviderAccount(sent);
  const t = useT();
  const title = t(m.upgradeTitle);

  if (account.state === 'checking') {
    return (
      <AuthScreen title={title}>
        <Loader role="status" aria-label={t(m.loadingAccount)} />
      </AuthScreen>
    );
  }

  if (account.state === 'signed-out') {
    return (
      <AuthScreen title={title}>
        <Stack gap="md">
          <Text fw={600}>{t(m.pleaseSignIn)}</Text>
          <Text size="sm" c="dimmed">
            {t(m.signUpFirstText)}
          </Text>
          <Button component={Link} to="/logistics/signup">
            {t(m.goToSignup)}
          </Button>
        </Stack>
      </AuthScreen>
    );
  }

  const current = account.tier
    ? account.vehiclesAllowed
      ? t(m.onTierWith, { tier: account.tier, vehicles: account.vehiclesAllowed })
      : t(m.onTier, { tier: account.tier })
    : t(m.uploadToMove);

  return (
    <AuthScreen title={title} subtitle={current} width={640}>
      <Stack gap="lg">
        {account.pendingTier && (
          <Text role="status" fw={600}>
            {t(m.underReview, { tier: account.pendingTier })}
          </Text>
        )}
        {tiers.map(({ tier, text }) => (
          <TierSection
            key={tier}
            tier={tier}
            text={t(text)}
            disabledReason={
              account.tier === undefined
                ? t(m.signUpFirst)
                : Number(account.tier) >= Number(tier)
                  ? t(m.alreadyOn, { tier: account.tier })
                  : account.pendingTier
                    ? t(m.waitReview)
                    : null
            }
            onSent={() => setSent((n) => n + 1)}
          />
        ))}
        <Button component={Link} to="/dashboard/logistics" variant="default">
          {t(m.dashboard)}
        </Button>
      </Stack>
    </AuthScreen>
  );
}
