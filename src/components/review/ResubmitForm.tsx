import { useState, type FormEvent } from 'react';
import { Button, FileInput, Stack, TextInput } from '@mantine/core';
import { resubmitApplication, type MyApplication } from '@/lib/account/application';
import { licenceError, licenceExample, normaliseLicence } from '@/lib/licence';
import { notify } from '@/lib/notify';
import { translate } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { reviewMessages as m } from '@/components/review/review.messages';

type Props = { app: MyApplication; onDone: () => void };

/** Correct the application and send it back for review. */
export function ResubmitForm({ app, onDone }: Props) {
  const body = app.kind === 'pharmacy' ? 'PCN' : app.kind === 'doctor' ? 'MDCN' : null;
  const [name, setName] = useState(app.name);
  const [licence, setLicence] = useState(app.licenseNumber ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ name?: string; licence?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const t = useT();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      name: name.trim().length < 2 ? translate(m.enterName) : undefined,
      licence: body ? (licenceError(body, licence) ?? undefined) : undefined,
    };
    setErrors(next);
    if (next.name || next.licence) return;
    setBusy(true);
    try {
      await resubmitApplication(app, { name: name.trim(), licenseNumber: body ? normaliseLicence(licence) : undefined, file });
      void notify({ title: translate(m.sentTitle), message: translate(m.sentText) });
      onDone();
    } catch (error) {
      setErrors({ form: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate style={{ marginTop: 16 }}>
      <Stack gap="sm">
        <TextInput label={t(app.kind === 'pharmacy' ? m.pharmacyName : m.fullName)} value={name} error={errors.name} onChange={(e) => setName(e.currentTarget.value)} />
        {body && (
          <TextInput
            label={t(m.licenceNumber, { body })}
            placeholder={licenceExample[body]}
            value={licence}
            error={errors.licence}
            onChange={(e) => setLicence(e.currentTarget.value)}
          />
        )}
        <FileInput
          label={t(m.newDocument)}
          description={t(m.fileHint)}
          placeholder={t(m.keepDocument)}
          accept="application/pdf,image/jpeg,image/png"
          clearable
          clearButtonProps={{ 'aria-label': t(m.removeNew) }}
          value={file}
          onChange={setFile}
          error={errors.form}
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        />
        <Button type="submit" loading={busy}>
          {t(m.sendAgain)}
        </Button>
      </Stack>
    </form>
  );
}
