import { useState } from 'react';
import { Badge, Button, Paper, Text, Title } from '@mantine/core';
import { badgeText } from '@/components/badge-tones';
import { formatDateTime } from '@/lib/format';
import { fetchPayoutAccount, type PayoutAccount } from '@/lib/money/accounts';
import { useRemote } from '@/lib/use-remote';
import { PayoutAccountForm } from '@/components/payout-account/PayoutAccountForm';
import { RemoteView } from '@/components/RemoteView';
import { translate } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { payoutMessages as m } from '@/components/payout-account/payout.messages';

/** Where the account stands: paid into, held after a change, waiting for an admin (name mismatch) or refused; in the language of the moment. */
export function accountStatus(a: PayoutAccount, now = Date.now()): { label: string; color: string; note?: string } {
  if (a.status === 'refused') {
    return { label: translate(m.refused), color: 'red', note: translate(m.refusedNote, { reason: a.refusal_reason ?? translate(m.noReason), name: a.expected_name }) };
  }
  if (a.status === 'needs_approval') {
    return { label: translate(m.awaiting), color: 'yellow', note: translate(m.awaitingNote, { name: a.expected_name }) };
  }
  if (a.held_until && new Date(a.held_until).getTime() > now) {
    return { label: translate(m.heldUntil, { when: formatDateTime(a.held_until) }), color: 'orange', note: translate(m.heldNote) };
  }
  return { label: translate(m.active), color: 'green' };
}

function AccountCard({ account: a }: { account: PayoutAccount }) {
  useT(); // the status reads again when the language changes
  const status = accountStatus(a);
  return (
    <div data-testid="payout-account">
      <Text fw={600} translate="no">
        {a.bank_name} · {a.account_masked}
      </Text>
      <Text size="sm" translate="no">
        {a.account_name}
      </Text>
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
  const t = useT();
  return (
    <Paper withBorder radius="lg" p="md" mb="lg" component="section" aria-labelledby="payout-account-title">
      <Title order={2} fz="lg" mb="sm" id="payout-account-title">
        {t(m.title)}
      </Title>
      <RemoteView remote={remote} what={t(m.what)}>
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
                  {t(m.saved, { bank: saved.bank_name, account: saved.account_masked })}
                </Text>
              )}
              {account ? <AccountCard account={account} /> : <Text c="dimmed">{t(m.none)}</Text>}
              <Button mt="sm" variant={account ? 'default' : 'filled'} onClick={() => (setSaved(null), setEditing(true))}>
                {account ? t(m.change) : t(m.add)}
              </Button>
            </>
          )
        }
      </RemoteView>
    </Paper>
  );
}
