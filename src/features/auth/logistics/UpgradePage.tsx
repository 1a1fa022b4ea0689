import { useState } from 'react';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { TierSection } from '@/features/auth/logistics/TierSection';
import { Link } from '@tanstack/react-router';
import { AuthScreen } from '@/features/auth/shared/AuthScreen';
import { useProviderAccount } from '@/features/auth/logistics/useProviderAccount';

const tiers = [
  { tier: '2', text: 'More vehicles once your vehicle papers and driver\'s license are checked.' },
  { tier: '3', text: 'For registered companies with a fleet: CAC certificate, TIN and insurance.' },
] as const;

/** Tier 2 and 3: documents go to private storage for an admin's review; the tier changes on approval. */
export function UpgradePage() {
  const [sent, setSent] = useState(0);
  const account = useProviderAccount(sent);
  const title = 'Upgrade Your Provider Tier';

  if (account.state === 'checking') {
    return (
      <AuthScreen title={title}>
        <Loader role="status" aria-label="Loading your account" />
      </AuthScreen>
    );
  }

  if (account.state === 'signed-out') {
    return (
      <AuthScreen title={title}>
        <Stack gap="md">
          <Text fw={600}>Please sign in</Text>
          <Text size="sm" c="dimmed">
            Sign up as a Tier 1 provider first, then come back here to upgrade.
          </Text>
          <Button component={Link} to="/logistics/signup">
            Go to Signup
          </Button>
        </Stack>
      </AuthScreen>
    );
  }

  const current = account.tier
    ? `You are on Tier ${account.tier}${account.vehiclesAllowed ? ` with up to ${account.vehiclesAllowed} vehicles` : ''}.`
    : 'Upload your documents to move up a tier.';

  return (
    <AuthScreen title={title} subtitle={current} width={640}>
      <Stack gap="lg">
        {account.pendingTier && (
          <Text role="status" fw={600}>
            Your Tier {account.pendingTier} documents are under review. We will e-mail you when an admin has checked them.
          </Text>
        )}
        {tiers.map(({ tier, text }) => (
          <TierSection
            key={tier}
            tier={tier}
            text={text}
            disabledReason={
              account.tier === undefined
                ? 'Sign up as a Tier 1 provider first.'
                : Number(account.tier) >= Number(tier)
                  ? `You are already on Tier ${account.tier}.`
                  : account.pendingTier
                    ? 'Wait for the review of your current request.'
                    : null
            }
            onSent={() => setSent((n) => n + 1)}
          />
        ))}
        <Button component={Link} to="/dashboard/logistics" variant="default">
          Go to my dashboard
        </Button>
      </Stack>
    </AuthScreen>
  );
}
