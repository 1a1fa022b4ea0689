import { useState, type FormEvent } from 'react';
import { Button, FileInput, Paper, Stack, Text, Title } from '@mantine/core';
import { fileProblem, submitTierRequest, tierDocuments, type Tier } from '@/features/auth/logistics/tier-upload';
import { translate } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { logisticsMessages as m } from '@/features/auth/logistics/logistics.messages';
import { registerMessages } from '@/features/auth/register/register.messages';

type Props = { tier: Tier; text: string; disabledReason: string | null; onSent: () => void };

/** One tier's documents and its submit button. */
export function TierSection({ tier, text, disabledReason, onSent }: Props) {
  const [files, setFiles] = useState<Record<string, File>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const id = `tier-${tier}`;
  const t = useT();

  async function choose(key: string, file: File | null) {
    setErrors((e) => ({ ...e, [key]: '', form: '' }));
    const next = { ...files };
    delete next[key];
    if (file) {
      const problem = await fileProblem(file);
      if (problem) return setErrors((e) => ({ ...e, [key]: problem }));
      next[key] = file;
    }
    setFiles(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = Object.fromEntries(tierDocuments[tier].filter((d) => !files[d.key]).map((d) => [d.key, translate(m.addDocument, { document: translate(d.label) })]));
    if (Object.keys(missing).length) return setErrors(missing);
    setBusy(true);
    try {
      await submitTierRequest(tier, files);
      onSent();
    } catch (error) {
      setErrors({ form: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {t(m.tier, { tier })}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {text}
      </Text>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          {tierDocuments[tier].map((doc) => (
            <FileInput
              key={doc.key}
              label={t(doc.label)}
              description={t(m.fileHint)}
              placeholder={t(registerMessages.chooseFile)}
              accept="application/pdf,image/jpeg,image/png"
              clearable
              clearButtonProps={{ 'aria-label': t(m.removeDocument, { document: t(doc.label) }) }}
              value={files[doc.key] ?? null}
              onChange={(file) => void choose(doc.key, file)}
              error={errors[doc.key] || undefined}
              disabled={Boolean(disabledReason)}
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            />
          ))}
          {errors.form && (
            <Text size="sm" c="red.9" role="alert">
              {errors.form}
            </Text>
          )}
          {disabledReason && (
            <Text size="sm" c="dimmed">
              {disabledReason}
            </Text>
          )}
          <Button type="submit" loading={busy} disabled={Boolean(disabledReason)} h="auto" py={8} styles={{ label: { whiteSpace: 'normal' } }}>
            {t(m.submitTier, { tier })}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
