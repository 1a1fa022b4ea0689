import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import { Button, FileInput, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AuthScreen } from '@/features/auth/shared/AuthScreen';
import { useProviderAccount } from '@/features/auth/logistics/useProviderAccount';

const tiers = [
  { id: 'tier-2', title: 'Tier 2', text: 'More vehicles once your papers are checked.', files: ['Vehicle papers', "Driver's license"] },
  { id: 'tier-3', title: 'Tier 3', text: 'For registered companies with a fleet.', files: ['CAC certificate', 'TIN', 'Insurance'] },
] as const;

/** Tier 2 and 3 are described but not open yet: every input and button is disabled. */
export function UpgradePage() {
  const account = useProviderAccount();
  const title = 'Upgrade Your Provider Tier';

  if (account.state === 'checking') {
    return (
      <AuthScreen title={title}>
        <Loader aria-label="Loading your account" />
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
        {tiers.map((tier) => (
          <Paper key={tier.id} withBorder p="md" radius="md" component="section" aria-labelledby={tier.id}>
            <Title order={2} size="h4" id={tier.id}>
              {tier.title}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {tier.text}
            </Text>
            <Stack gap="sm">
              {tier.files.map((label) => (
                <FileInput
                  key={label}
                  label={label}
                  placeholder="Coming soon"
                  disabled
                  styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
                />
              ))}
              <Button disabled aria-label={`Submit ${tier.title} documents: Coming soon`}>
                Coming soon
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </AuthScreen>
  );
}
