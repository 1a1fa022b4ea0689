import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { FieldError, listBanks, resolveAccount, savePayoutAccount, type PayoutAccount } from '@/lib/money/accounts';
import { useRemote } from '@/lib/use-remote';

type Field = 'bank_code' | 'account_number' | 'password';
type Errors = Partial<Record<Field | 'form', string>>;

function asErrors(e: unknown): Errors {
  if (e instanceof FieldError && (e.field === 'bank_code' || e.field === 'account_number' || e.field === 'password')) return { [e.field]: e.message };
  return { form: e instanceof Error ? e.message : String(e) };
}

/**
 * Adds or changes the bank account payouts go to: the bank from Paystack's list, a 10-digit
 * account number, the account's name as the bank has it shown before saving, and the password
 * again when an account is being changed. Each error is shown beside its field.
 */
export function PayoutAccountForm({ changing, onSaved, onCancel }: { changing: boolean; onSaved: (a: PayoutAccount) => void; onCancel: () => void }) {
  const bankList = useRemote(listBanks, 'banks');
  const banks = bankList.data ?? null;
  const [bankCode, setBankCode] = useState('');
  const [number, setNumber] = useState('');
  const [password, setPassword] = useState('');
  const [resolved, setResolved] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<'resolve' | 'save' | null>(null);

  const check = (): Errors => {
    const found: Errors = {};
    if (!bankCode) found.bank_code = 'Choose your bank';
    if (!/^[0-9]{10}$/.test(number)) found.account_number = 'An account number is 10 digits';
    return found;
  };

  async function resolve() {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy('resolve');
    try {
      setResolved((await resolveAccount(bankCode, number)).account_name);
    } catch (e) {
      setErrors(asErrors(e));
    } finally {
      setBusy(null);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!resolved) return void resolve();
    const found = check();
    if (changing && !password) found.password = 'Enter your password to change your payout account';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy('save');
    try {
      onSaved(await savePayoutAccount(bankCode, number, changing ? password : undefined));
    } catch (e) {
      setErrors(asErrors(e));
    } finally {
      setBusy(null);
    }
  }

  if (bankList.state === 'failed' && !banks) {
    return (
      <Alert color="red" role="alert" title="The list of banks could not be loaded">
        <Text size="sm" mb="xs">
          {bankList.error.message}
        </Text>
        <Group>
          <Button size="xs" onClick={bankList.reload}>
            Try again
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-label={changing ? 'Change bank account' : 'Add bank account'}>
      <Stack gap="sm">
        <NativeSelect
          label="Bank"
          required
          disabled={!banks}
          value={bankCode}
          error={errors.bank_code}
          onChange={(e) => (setBankCode(e.currentTarget.value), setResolved(null), setErrors({}))}
          data={[{ value: '', label: banks ? 'Choose your bank' : 'Loading banks…' }, ...(banks ?? []).map((b) => ({ value: b.code, label: b.name }))]}
        />
        <TextInput
          label="Account number"
          description="10 digits (NUBAN)"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={number}
          error={errors.account_number}
          onChange={(e) => (setNumber(e.currentTarget.value.replace(/\s+/g, '')), setResolved(null), setErrors({}))}
        />
        {resolved && (
          <Text role="status" data-testid="resolved-name">
            Account name: <strong>{resolved}</strong>
          </Text>
        )}
        {changing && resolved && (
          <PasswordInput
            label="Your password"
            description="Changing the account needs your password; payouts wait 24 hours after a change."
            required
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
        )}
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <Group>
          {resolved ? (
            <Button type="submit" loading={busy === 'save'}>
              Save bank account
            </Button>
          ) : (
            <Button type="submit" loading={busy === 'resolve'} disabled={!banks}>
              Check account name
            </Button>
          )}
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
