import { useState, type FormEvent } from 'react';
import { Button, FileInput, Paper, Stack, Text, Title } from '@mantine/core';
import { fileProblem, submitTierRequest, tierDocuments, type Tier } from '@/features/auth/logistics/tier-upload';

type Props = { tier: Tier; text: string; disabledReason: string | null; onSent: () => void };

/** One tier's documents and its submit button. */
export function TierSection({ tier, text, disabledReason, onSent }: Props) {
  const [files, setFiles] = useState<Record<string, File>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const id = `tier-${tier}`;

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
    const missing = Object.fromEntries(tierDocuments[tier].filter((d) => !files[d.key]).map((d) => [d.key, `Add your ${d.label}`]));
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
        Tier {tier}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {text}
      </Text>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          {tierDocuments[tier].map((doc) => (
            <FileInput
              key={doc.key}
              label={doc.label}
              description="PDF, JPG or PNG, up to 5 MB"
              placeholder="Choose a file"
              accept="application/pdf,image/jpeg,image/png"
              clearable
              clearButtonProps={{ 'aria-label': `Remove ${doc.label}` }}
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
            Submit Tier {tier} documents
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
