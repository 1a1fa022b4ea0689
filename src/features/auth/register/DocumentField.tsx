import { useState } from 'react';
import { FileInput } from '@mantine/core';
import { formatFileSize } from '@/lib/format';
import { MAX_DOCUMENT_BYTES, sniffDocument } from '@/features/auth/register/file-kind';
import type { ChosenDocument } from '@/features/auth/register/useRegister';
import { translate } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { registerMessages as m } from '@/features/auth/register/register.messages';

type Props = { label: string; removeLabel: string; value: ChosenDocument | null; onChange: (doc: ChosenDocument | null) => void };

const limit = formatFileSize(MAX_DOCUMENT_BYTES);

/** A licence or vehicle document: PDF, JPG or PNG recognised by content, at most the bucket's limit. */
export function DocumentField({ label, removeLabel, value, onChange }: Props) {
  const t = useT();
  const [error, setError] = useState<string>();

  async function choose(file: File | null) {
    setError(undefined);
    if (!file) return onChange(null);
    if (file.size > MAX_DOCUMENT_BYTES) {
      onChange(null);
      return setError(translate(m.fileTooBig, { size: formatFileSize(file.size), limit }));
    }
    const type = await sniffDocument(file);
    if (!type) {
      onChange(null);
      return setError(translate(m.fileKind));
    }
    onChange({ file, type });
  }

  return (
    <FileInput
      label={label}
      description={t(m.fileHint, { limit })}
      placeholder={t(m.chooseFile)}
      accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
      clearable
      clearButtonProps={{ 'aria-label': removeLabel }}
      value={value?.file ?? null}
      onChange={(file) => void choose(file)}
      valueComponent={({ value: file }) => (file && !Array.isArray(file) ? `${file.name} (${formatFileSize(file.size)})` : null)}
      error={error}
      // The default placeholder grey is below AA contrast; this one is rendered as text, so it counts.
      styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
    />
  );
}
