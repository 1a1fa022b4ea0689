import { useState } from 'react';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { approvePayoutAccount, fetchAccountsAwaitingApproval } from '@/lib/money/admin';
import { useRemote } from '@/lib/use-remote';
import { RemoteView } from '@/features/money/Remote';

/** Payout accounts whose bank name did not match the payee's name: an admin may approve each. */
export function AccountApprovals() {
  const remote = useRemote(fetchAccountsAwaitingApproval, 'awaiting');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<{ id: string; message: string } | null>(null);
  async function approve(id: string) {
    setBusy(id);
    setError(null);
    try {
      await approvePayoutAccount(id);
      remote.reload();
    } catch (e) {
      setError({ id, message: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(null);
    }
  }
  return (
    <RemoteView remote={remote} what="the accounts waiting for approval">
      {(accounts) =>
        accounts.length ? (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {accounts.map((a) => (
              <Paper component="li" key={a.id} withBorder radius="md" p="sm">
                <Text fw={600}>
                  {a.bank_name} {a.account_masked}: {a.account_name}
                </Text>
                <Text size="sm">
                  Expected {a.expected_name} ({a.payee_kind}) · saved {formatDateTime(a.updated_at)}
                </Text>
                <Button size="xs" mt="xs" loading={busy === a.id} onClick={() => void approve(a.id)} aria-label={`Approve ${a.account_name} for ${a.expected_name}`}>
                  Approve
                </Button>
                {error?.id === a.id && (
                  <Text c="red.8" size="sm" role="alert">
                    {error.message}
                  </Text>
                )}
              </Paper>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">No payout account waits for approval.</Text>
        )
      }
    </RemoteView>
  );
}
