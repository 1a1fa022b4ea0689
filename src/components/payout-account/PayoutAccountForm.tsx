import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { FieldError, listBanks, resolveAccount, savePayoutAccount, type PayoutAccount } from '@/lib/money/accounts';
import { useRemote } from '@/lib/use-remote';
import { translate } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { payoutMessages as m } from '@/components/payout-account/payout.messages';

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
  const t = useT();

  const check = (): Errors => {
    const found: Errors = {};
    if (!bankCode) found.bank_code = translate(m.chooseBank);
    if (!/^[0-9]{10}$/.test(number)) found.account_number = translate(m.tenDigits);
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
    if (changing && !password) found.password = translate(m.passwordNeeded);
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
      <Alert color="red" role="alert" title={t(m.banksFailed)}>
        <Text size="sm" mb="xs">
          {bankList.error.message}
        </Text>
        <Group>
          <Button size="xs" onClick={bankList.reload}>
            {t(m.tryAgain)}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            {t(m.cancel)}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-label={changing ? t(m.change) : t(m.add)}>
      <Stack gap="sm">
        <NativeSelect
          label={t(m.bank)}
          required
          disabled={!banks}
          value={bankCode}
          error={errors.bank_code}
          onChange={(e) => (setBankCode(e.currentTarget.value), setResolved(null), setErrors({}))}
          data={[{ value: '', label: banks ? t(m.chooseBank) : t(m.loadingBanks) }, ...(banks ?? []).map((b) => ({ value: b.code, label: b.name }))]}
        />
        <TextInput
          label={t(m.accountNumber)}
          description={t(m.nuban)}
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
            {t(m.accountName)} <strong translate="no">{resolved}</strong>
          </Text>
        )}
        {changing && resolved && (
          <PasswordInput
            label={t(m.yourPassword)}
            description={t(m.passwordHint)}
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
              {t(m.save)}
            </Button>
          ) : (
            <Button type="submit" loading={busy === 'resolve'} disabled={!banks}>
              {t(m.check)}
            </Button>
          )}
          <Button variant="default" onClick={onCancel}>
            {t(m.cancel)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
