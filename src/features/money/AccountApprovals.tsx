import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { badgeText } from '@/components/badge-tones';
import { formatDateTime } from '@/lib/format';
import type { PayoutAccount } from '@/lib/money/accounts';
import { approvePayoutAccount, fetchAccountsAwaitingApproval, refusePayoutAccount } from '@/lib/money/admin';
import { OrderError } from '@/lib/orders/api';
import { useRemote } from '@/lib/use-remote';
import { RemoteView } from '@/components/RemoteView';
import { adminMoneyForms as m, financeMessages } from '@/features/money/finance.messages';
import { translate, type Message } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

const who: Record<PayoutAccount['payee_kind'], Message> = { pharmacy: financeMessages.kindPharmacy, doctor: financeMessages.kindDoctor, rider: financeMessages.kindRider };

/** One account waiting: the bank's name against the payee's, then Approve, or Refuse with a reason. */
function Waiting({ a, onDone }: { a: PayoutAccount; onDone: (message: string) => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<'approve' | 'refuse' | null>(null);
  const [error, setError] = useState<{ field: 'reason' | 'form'; message: string } | null>(null);
  const t = useT();
  const names = { name: a.account_name, expected: a.expected_name };
  async function run(action: 'approve' | 'refuse') {
    if (action === 'refuse' && (reason.trim().length < 5 || reason.length > 300)) {
      return setError({ field: 'reason', message: translate(m.refuseReasonNeeded) });
    }
    setBusy(action);
    setError(null);
    try {
      if (action === 'approve') await approvePayoutAccount(a.id);
      else await refusePayoutAccount(a.id, reason.trim());
      onDone(translate(action === 'approve' ? m.approved : m.refused, { bank: a.bank_name, account: a.account_masked, ...names }));
    } catch (e) {
      const hint = e instanceof OrderError ? e.hint : undefined;
      // The server's refusals by hint, in the person's language; anything else as the server words it.
      if (hint === 'reason') setError({ field: 'reason', message: translate(m.refuseReasonNeeded) });
      else setError({ field: 'form', message: hint === 'gone' ? translate(m.accountGone) : e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(null);
    }
  }
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Text fw={600} translate="no">
        {a.bank_name} {a.account_masked}
      </Text>
      <Text size="sm">
        {t(m.nameAtBank)} <strong translate="no">{a.account_name}</strong>
      </Text>
      <Text size="sm">
        {t(m.nameOnMagani, { who: t(who[a.payee_kind]) })} <strong translate="no">{a.expected_name}</strong> · {t(m.savedAt, { when: formatDateTime(a.updated_at) })}
      </Text>
      <TextInput
        size="xs"
        mt="xs"
        label={t(m.refuseReason, { name: a.account_name })}
        description={t(m.refuseReasonNote)}
        value={reason}
        error={error?.field === 'reason' ? error.message : undefined}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={300}
      />
      <Group mt="xs" gap="xs">
        <Button size="xs" loading={busy === 'approve'} onClick={() => void run('approve')} aria-label={t(m.approveLabel, names)}>
          {t(m.approve)}
        </Button>
        <Button size="xs" color="red" variant="light" c="red.9" loading={busy === 'refuse'} onClick={() => void run('refuse')} aria-label={t(m.refuseLabel, names)}>
          {t(m.refuse)}
        </Button>
      </Group>
      {error?.field === 'form' && (
        <Text c="red.8" size="sm" role="alert">
          {error.message}
        </Text>
      )}
    </Paper>
  );
}

/** Payout accounts whose bank name did not match the payee's name: an admin approves or refuses each. */
export function AccountApprovals() {
  const remote = useRemote(fetchAccountsAwaitingApproval, 'awaiting');
  const [done, setDone] = useState<string | null>(null);
  const t = useT();
  return (
    <>
      {done && (
        <Text role="status" c={badgeText.green} mb="xs">
          {done}
        </Text>
      )}
      <RemoteView remote={remote} what={t(m.approvalsWhat)}>
        {(accounts) =>
          accounts.length ? (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {accounts.map((a) => (
                <Waiting key={a.id} a={a} onDone={(m) => (setDone(m), remote.reload())} />
              ))}
            </Stack>
          ) : (
            <Text c="dimmed">{t(m.approvalsNone)}</Text>
          )
        }
      </RemoteView>
    </>
  );
}
