import { useEffect, useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, Paper, PasswordInput, Text, TextInput, Title } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import {
  listBanks,
  myPayoutAccount,
  PayoutAccountError,
  resolveAccount,
  savePayoutAccount,
  type Bank,
  type PayoutAccount,
} from '@/lib/payouts';

type Errors = Partial<Record<'bank_code' | 'account_number' | 'password' | 'form', string>>;

function AccountStatus({ account }: { account: PayoutAccount }) {
  if (account.status === 'needs_approval') {
    return (
      <Text fw={600} mb="sm">
        Waiting for review: the bank&apos;s name for this account does not match {account.expected_name}. An administrator
        checks it before any payout.
      </Text>
    );
  }
  if (account.held && account.held_until) {
    return (
      <Text fw={600} mb="sm">
        Payouts are held until {formatDateTime(account.held_until)} because the account was changed.
      </Text>
    );
  }
  return (
    <Text fw={600} mb="sm">
      Active: weekly payouts go to this account.
    </Text>
  );
}

/** A pharmacy's, doctor's or rider's bank account for weekly payouts. */
export default function PayoutAccountCard() {
  const [account, setAccount] = useState<PayoutAccount | null>();
  const [banks, setBanks] = useState<Bank[]>([]);
  const [bankCode, setBankCode] = useState('');
  const [number, setNumber] = useState('');
  const [password, setPassword] = useState('');
  const [resolved, setResolved] = useState<string>();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.all([myPayoutAccount(), listBanks()])
      .then(([mine, list]) => {
        if (!live) return;
        setAccount(mine);
        setBanks(list);
      })
      .catch((err: Error) => live && setErrors({ form: err.message }));
    return () => {
      live = false;
    };
  }, []);

  const check = (): Errors => {
    const found: Errors = {};
    if (!bankCode) found.bank_code = 'Choose your bank';
    if (!/^[0-9]{10}$/.test(number)) found.account_number = 'An account number is 10 digits';
    if (account && !password) found.password = 'Enter your password to change your payout account';
    return found;
  };

  const run = async (step: 'resolve' | 'save') => {
    const found = check();
    if (step === 'resolve') delete found.password;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      if (step === 'resolve') setResolved(await resolveAccount(bankCode, number));
      else {
        setAccount(await savePayoutAccount({ bankCode, accountNumber: number, password: account ? password : undefined }));
        setNumber('');
        setPassword('');
        setResolved(undefined);
      }
    } catch (err) {
      const field = err instanceof PayoutAccountError ? err.field : undefined;
      setErrors({ [field ?? 'form']: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(resolved ? 'save' : 'resolve');
  };

  return (
    <Paper withBorder radius="lg" p="lg" mb="lg" component="section" aria-labelledby="payout-title">
      <Title order={2} size="h3" id="payout-title" mb="xs">
        Payout bank account
      </Title>
      {account === undefined && !errors.form && <Text mb="sm">Loading your payout account…</Text>}
      {account && (
        <>
          <Text fw={600}>
            {account.bank_name} {account.account_masked}
          </Text>
          <Text mb="xs">{account.account_name}</Text>
          <AccountStatus account={account} />
        </>
      )}
      {account === null && <Text mb="sm">Add the Nigerian bank account your weekly payouts go to.</Text>}
      <form onSubmit={submit} noValidate>
        <NativeSelect
          label={account ? 'New bank' : 'Bank'}
          data={[{ value: '', label: 'Choose your bank' }, ...banks.map((b) => ({ value: b.code, label: b.name }))]}
          value={bankCode}
          onChange={(e) => (setBankCode(e.currentTarget.value), setResolved(undefined))}
          error={errors.bank_code}
          mb="sm"
        />
        <TextInput
          label="Account number (10 digits)"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={number}
          onChange={(e) => (setNumber(e.currentTarget.value.replace(/\D/g, '')), setResolved(undefined))}
          error={errors.account_number}
          mb="sm"
        />
        {resolved && (
          <Text mb="sm" role="status">
            Account name: <strong>{resolved}</strong>
          </Text>
        )}
        {account && (
          <PasswordInput
            label="Your password"
            description="Changing the account needs your password; payouts are then held for 24 hours."
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
            mb="sm"
          />
        )}
        {errors.form && (
          <Text c="red.9" mb="sm" role="alert">
            {errors.form}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={busy}>
            {resolved ? 'Save this account' : 'Check account'}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
