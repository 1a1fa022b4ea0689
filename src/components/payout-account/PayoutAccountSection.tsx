import { useState } from 'react';
import { Badge, Button, Paper, Text, Title } from '@mantine/core';
import { badgeText } from '@/components/badge-tones';
import { formatDateTime } from '@/lib/format';
import { fetchPayoutAccount, type PayoutAccount } from '@/lib/money/accounts';
import { useRemote } from '@/lib/use-remote';
import { PayoutAccountForm } from '@/components/payout-account/PayoutAccountForm';
import { RemoteView } from '@/components/RemoteView';

/** Where the account stands: paid into, held after a change, waiting for an admin (name mismatch) or refused. */
export function accountStatus(a: PayoutAccount, now = Date.now()): { label: string; color: string; note?: string } {
  if (a.status === 'refused') {
    return { label: 'Refused', color: 'red', note: `Magani refused this account: ${a.refusal_reason ?? 'no reason given'}. Add an account in the name of ${a.expected_name} to be paid.` };
  }
  if (a.status === 'needs_approval') {
    return { label: 'Awaiting admin approval', color: 'yellow', note: `The bank's name for this account does not match ${a.expected_name}. Nothing is paid until Magani approves it.` };
  }
  if (a.held_until && new Date(a.held_until).getTime() > now) {
    return { label: `Held until ${formatDateTime(a.held_until)}`, color: 'orange', note: 'Payouts wait 24 hours after a change of account.' };
  }
  return { label: 'Active', color: 'green' };
}

function AccountCard({ account: a }: { account: PayoutAccount }) {
  const status = accountStatus(a);
  return (
    <div data-testid="payout-account">
      <Text fw={600}>
        {a.bank_name} · {a.account_masked}
      </Text>
      <Text size="sm">{a.account_name}</Text>
      <Badge color={status.color} c={badgeText[status.color]} variant="light" mt={4}>
        {status.label}
      </Badge>
      {status.note && (
        <Text size="sm" c="dimmed" mt={4}>
          {status.note}
        </Text>
      )}
    </div>
  );
}

/**
 * The payout account of the signed-in pharmacy, doctor or rider, with Add / Change: the one bank
 * account form, on /settings and on the money screens.
 */
export default function PayoutAccountSection() {
  const remote = useRemote(fetchPayoutAccount, 'payout-account', 'money:payout-account');
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<PayoutAccount | null>(null);
  return (
    <Paper withBorder radius="lg" p="md" mb="lg" component="section" aria-labelledby="payout-account-title">
      <Title order={2} fz="lg" mb="sm" id="payout-account-title">
        Payout bank account
      </Title>
      <RemoteView remote={remote} what="your payout account">
        {(account) =>
          editing ? (
            <PayoutAccountForm
              changing={!!account}
              onCancel={() => setEditing(false)}
              onSaved={(a) => {
                setSaved(a);
                setEditing(false);
                remote.reload();
              }}
            />
          ) : (
            <>
              {saved && (
                <Text role="status" c={badgeText.green} mb="xs">
                  Saved: payouts go to {saved.bank_name} {saved.account_masked}.
                </Text>
              )}
              {account ? <AccountCard account={account} /> : <Text c="dimmed">No bank account yet: add one to be paid.</Text>}
              <Button mt="sm" variant={account ? 'default' : 'filled'} onClick={() => (setSaved(null), setEditing(true))}>
                {account ? 'Change bank account' : 'Add bank account'}
              </Button>
            </>
          )
        }
      </RemoteView>
    </Paper>
  );
}
